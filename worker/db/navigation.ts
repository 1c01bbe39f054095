import type { NavigationEntry } from "../../shared/catalogue/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import { servedLang, servedLangColumn } from "./served-lang";

export async function listNavigation(db: D1Database, locale: Locale): Promise<NavigationEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT n.key_id AS id, COALESCE(t.name, b.name, n.key_id) AS name, n.img, ${servedLangColumn("nav_id")}
         FROM navigation_entries n
         LEFT JOIN navigation_translations t ON t.nav_id = n.id AND t.lang = ?1
         LEFT JOIN navigation_translations b ON b.nav_id = n.id AND b.lang = ?2
        ORDER BY n.sort, n.id`,
    )
    .bind(locale, CONTENT_BASE_LOCALE)
    .all<Omit<NavigationEntry, "lang"> & { lang: string }>();
  return results.map((entry) => ({ ...entry, lang: servedLang(entry.lang) }));
}
