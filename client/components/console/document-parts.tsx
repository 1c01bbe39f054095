import { INTL_TAGS, type Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";

/** The console's documents page, of a month ("YYYY-MM") or of this month. */
export function documentsHref(month?: string): string {
  return month ? `/admin/documents?month=${encodeURIComponent(month)}` : "/admin/documents";
}

/** A month's documents as CSV, straight from the API (the staff cookie goes along). */
export function documentsCsvHref(month: string): string {
  return `/api/admin/documents.csv?month=${encodeURIComponent(month)}`;
}

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** The day a document was issued, in the reader's language, by the UTC calendar its numbering and months follow. */
export function IssuedOn({ iso }: { iso: string }) {
  const { locale } = useI18n();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
