/**
 * The countries an address can name: the officially assigned ISO 3166-1 alpha-2 codes (249).
 * Their names come from `Intl.DisplayNames` in the page's language, so no list of names is kept.
 */
// biome-ignore format: a table of codes, sixteen to a line
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
  "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
  "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
  "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
  "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
  "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
  "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
  "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
  "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
  "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
  "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): value is CountryCode {
  return KNOWN.has(value);
}

const namers = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in `locale` ("ES" → "Spain", "España", "西班牙", "Испания"); the code as written
 * if none is known, or if it is no region code at all (an old address's "Spain" or "u1").
 */
export function countryName(code: string, locale: string): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    namers.set(locale, namer);
  }
  try {
    return namer.of(code) ?? code;
  } catch {
    // Intl.DisplayNames throws a RangeError for anything that is not a well-formed region code.
    return code;
  }
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

const lists = new Map<string, CountryOption[]>();

/** Every country with its name in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: string): CountryOption[] {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    lists.set(locale, list);
  }
  return list;
}

/** Lower case, accents dropped: "Éire" and "eire", "España" and "espana" match. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The options a typed text picks out: the country whose code it is ("de" → Germany), then names
 * with a word starting with it ("kor" → both Koreas), then names containing it; accents ignored.
 */
export function filterCountries(options: readonly CountryOption[], typed: string): CountryOption[] {
  const query = fold(typed.trim());
  if (!query) return [...options];
  const byCode: CountryOption[] = [];
  const byWord: CountryOption[] = [];
  const inside: CountryOption[] = [];
  for (const option of options) {
    const name = fold(option.name);
    if (option.code.toLowerCase() === query) byCode.push(option);
    else if (name.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(query))) byWord.push(option);
    else if (name.includes(query)) inside.push(option);
  }
  return [...byCode, ...byWord, ...inside];
}
