import { INTL_TAGS, type Locale } from "../../../shared/locale";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? "local"}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment in the reader's language: in UTC as the server renders it, then in the reader's own
 * time zone once the page has hydrated (the first render in the browser matches the server's).
 */
export function QuoteTime({ iso }: { iso: string }) {
  const { locale } = useI18n();
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatter(locale, hydrated ? undefined : "UTC").format(new Date(iso))}</time>;
}

const percents = new Map<Locale, Intl.NumberFormat>();

/** A discount in percent with up to two decimals ("12.5%", "12,5 %"), in the reader's language. */
export function formatDiscount(percent: number, locale: Locale): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { style: "percent", maximumFractionDigits: 2 });
    percents.set(locale, format);
  }
  return format.format(percent / 100);
}
