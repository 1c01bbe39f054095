import type { ReactNode } from "react";
import { auditField, type AuditField, type AuditValueKind } from "../../../shared/console/audit-fields";
import type { AuditEntry, AuditNames } from "../../../shared/console/types";
import { formatNumber, formatPercent, formatPrice } from "../../../shared/format";
import { ALL_LOCALES, isLocale, type Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { isolatedParts, slot } from "./isolated-parts";
import { ConsoleTime } from "./local-time";

/** Longer texts (descriptions, notes) are cut here; the record's own page shows them whole. */
const MAX_TEXT = 160;

const languageNames = new Map<Locale, Intl.DisplayNames>();

function languageName(language: string, locale: Locale): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "language" });
    languageNames.set(locale, names);
  }
  return isLocale(language) ? (names.of(language) ?? language) : language;
}

/**
 * The changed fields of an audit row in words, one per line: "SKU SG-8 sale price: $990.00 →
 * $949.00", "Status: Awaiting payment → Paid". Codes, names and amounts keep their own direction.
 */
export function AuditChanges({
  entry,
  names,
  currency,
}: {
  entry: AuditEntry;
  names: AuditNames;
  /** The amounts' currency: the order's, else the shop's. */
  currency: string;
}) {
  const { LL, locale } = useI18n();
  const A = LL.console.auditLog;
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (!keys.length) return <span className="console-muted">{A.none()}</span>;

  const label = (key: string, field: AuditField | null): ReactNode => {
    if (!field) return <code>{key}</code>;
    if ("skuId" in field) {
      const code = names.skus[String(field.skuId)] ?? A.skuNumber({ id: String(field.skuId) });
      return isolatedParts(A.ofSku({ sku: slot("sku"), field: A.skuFields[field.skuField]() }), { sku: code });
    }
    const text = A.fields[field.field]();
    return field.lang ? A.inLanguage({ field: text, language: languageName(field.lang, locale) }) : text;
  };

  const value = (kind: AuditValueKind, raw: unknown): ReactNode => {
    if (raw === null || raw === undefined || raw === "") return A.none();
    const listOf = (ids: unknown, known: Record<string, string>) =>
      Array.isArray(ids) && ids.length
        ? ids.map((id, index) => (
            <span key={index}>
              {index ? ", " : null}
              <bdi>{known[String(id)] ?? `#${String(id)}`}</bdi>
            </span>
          ))
        : A.none();
    switch (kind) {
      case "money":
        return typeof raw === "number" ? <bdi>{formatPrice(raw, currency, locale)}</bdi> : String(raw);
      case "flag":
        return raw ? A.yes() : A.no();
      case "number":
        return typeof raw === "number" ? formatNumber(raw, locale) : String(raw);
      case "percent":
        return typeof raw === "number" ? formatPercent(raw, locale) : String(raw);
      case "time":
        return typeof raw === "string" ? <ConsoleTime iso={raw} /> : String(raw);
      case "orderStatus":
        return LL.commerce.orders.statuses[raw as "paid"]?.() ?? String(raw);
      case "staffStatus":
        return LL.console.statuses[raw as "active"]?.() ?? String(raw);
      case "mailStatus":
        return A.values[raw as "dead"]?.() ?? String(raw);
      case "provider":
        return LL.commerce.pay.platforms[raw as "bank"]?.() ?? String(raw);
      case "role":
        return LL.console.roles[raw as "staff"]?.() ?? String(raw);
      case "mediaRole":
        return LL.console.editing.media.roles[raw as "cover"]?.() ?? String(raw);
      case "stockReason":
        return LL.console.catalogue.editor.reasons[raw as "received"]?.() ?? String(raw);
      case "campaignKind":
        return A.values[raw as "amount"]?.() ?? String(raw);
      case "campaignState":
        return LL.console.editing.campaigns.states[raw as "active"]?.() ?? String(raw);
      case "word":
        return A.values[raw as "ended"]?.() ?? String(raw);
      case "category":
        return <bdi>{names.categories[String(raw)] ?? `#${String(raw)}`}</bdi>;
      case "categories":
        return listOf(raw, names.categories);
      case "option":
        return <bdi>{names.options[String(raw)] ?? `#${String(raw)}`}</bdi>;
      case "products":
        return listOf(raw, names.products);
      case "languages":
        return Array.isArray(raw) ? raw.map((lang) => languageName(String(lang), locale)).join(", ") : String(raw);
      case "localized":
        return localizedText(raw);
      case "list":
        return Array.isArray(raw) ? A.items({ count: raw.length }) : String(raw);
      case "video":
        return typeof raw === "object" && raw && "url" in raw ? <bdi>{String(raw.url)}</bdi> : A.none();
      default:
        return <bdi>{shortText(raw)}</bdi>;
    }
  };

  /** A text per language ({ en: "Gateways", es: … } or { en: { name: … } }): "English: Gateways; Spanish: …". */
  const localizedText = (raw: unknown): ReactNode => {
    if (typeof raw !== "object" || raw === null) return <bdi>{shortText(raw)}</bdi>;
    const entries = Object.entries(raw as Record<string, unknown>).sort(
      ([a], [b]) => ALL_LOCALES.indexOf(a as Locale) - ALL_LOCALES.indexOf(b as Locale),
    );
    return entries.map(([lang, text], index) => (
      <span key={lang}>
        {index ? "; " : null}
        {languageName(lang, locale)}:{" "}
        <bdi>{shortText(typeof text === "object" && text && "name" in text ? text.name : text)}</bdi>
      </span>
    ));
  };

  return (
    <ul className="console-changes">
      {keys.map((key) => {
        const field = auditField(entry.entity, key);
        const kind = field?.kind ?? "text";
        const had = key in entry.before;
        const has = key in entry.after;
        const parts = { field: slot("field"), before: slot("before"), after: slot("after") };
        const text = !had ? A.set(parts) : !has ? A.removed(parts) : A.change(parts);
        return (
          <li key={key} data-field={key}>
            {isolatedParts(text, {
              field: label(key, field),
              before: value(kind, entry.before[key]),
              after: value(kind, entry.after[key]),
            })}
          </li>
        );
      })}
    </ul>
  );
}

function shortText(raw: unknown): string {
  const text = typeof raw === "string" ? raw : JSON.stringify(raw);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
