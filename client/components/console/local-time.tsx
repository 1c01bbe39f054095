import { INTL_TAGS, type Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment in the reader's language, in UTC (server and browser print the same text). */
export function ConsoleTime({ iso }: { iso: string | null }) {
  const { locale } = useI18n();
  if (!iso) return null;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return <time dateTime={iso}>{`${format.format(new Date(iso))} UTC`}</time>;
}
