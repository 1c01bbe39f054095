import { describe, expect, it } from "vitest";
import { CompanySaveSchema } from "../../shared/account/company-schemas";
import {
  defaultTaxKind,
  euVatPrefix,
  isValidEori,
  isValidTaxId,
  normaliseEori,
  normaliseTaxId,
  takesEori,
  TAX_KINDS,
  taxIdLabel,
  type TaxKind,
  viesQuery,
} from "../../shared/account/company";
import { ruleOf } from "../../shared/api/validation-rules";

/** A typed number, the country of the profile, and what it is stored as (null: refused). */
type Case = [typed: string, stored: string | null, country?: string];

/**
 * Real numbers where the kind has check digits (published registrations and the examples of the
 * issuing authorities), and each broken in one way: a check digit changed, a character too many
 * or too few, a character the kind never uses.
 */
const CASES: Record<TaxKind, Case[]> = {
  eu_vat: [
    ["ATU13585627", "ATU13585627"],
    ["BE 0428.759.497", "BE0428759497"],
    // A Belgian number from before 2007, without its leading 0.
    ["BE413562567", "BE0413562567"],
    ["BG 175074752", "BG175074752"],
    ["BG7111042925", "BG7111042925"],
    ["CY-10259033P", "CY10259033P"],
    ["CZ 25123891", "CZ25123891"],
    ["CZ6306150004", "CZ6306150004"],
    ["DE 811 363 057", "DE811363057"],
    ["DK 10 15 08 17", "DK10150817"],
    ["EE101256753", "EE101256753"],
    ["EL 094501040", "EL094501040"],
    // Greece by its ISO code: VIES knows it as EL.
    ["GR094501040", "EL094501040"],
    ["ES A-78109592", "ESA78109592"],
    ["ES 54362315K", "ES54362315K"],
    ["ESX5277343Q", "ESX5277343Q"],
    ["FI 18261444", "FI18261444"],
    ["fr 83 404 833 048", "FR83404833048"],
    ["FR K 7399859412", "FRK7399859412"],
    ["HR33392005961", "HR33392005961"],
    ["HU-12078503", "HU12078503"],
    ["IE 6433435F", "IE6433435F"],
    ["IE8D79739I", "IE8D79739I"],
    ["IE6433435OA", "IE6433435OA"],
    ["IT 00743110157", "IT00743110157"],
    ["LT100001251914", "LT100001251914"],
    ["LT 119511515", "LT119511515"],
    ["LU 2099 3674", "LU20993674"],
    ["LV-40003241337", "LV40003241337"],
    ["MT 1702-5737", "MT17025737"],
    ["NL.8143.26.584.B.01", "NL814326584B01"],
    ["PL 584-030-44-72", "PL5840304472"],
    ["PT 503 038 083", "PT503038083"],
    ["RO 16241790", "RO16241790"],
    ["SE 556043606401", "SE556043606401"],
    ["SI-83815201", "SI83815201"],
    ["SK 2022193459", "SK2022193459"],
    ["XI 980 7806 84", "XI980780684"],
    ["XIGD100", "XIGD100"],
    // Typed without a prefix: the profile's country gives it (EL for Greece, XI in the United Kingdom).
    ["811363057", "DE811363057", "DE"],
    ["094501040", "EL094501040", "GR"],
    ["980780684", "XI980780684", "GB"],
    ["DE12345678", null],
    ["ATU1234567", null],
    ["NL814326584B0", null],
    ["ES12345678", null],
    ["ES-123456789", null],
    ["FRIO404833048", null],
    ["SE556043606402", null],
    ["RO0123", null],
    ["XI12345", null],
    // No member state's prefix, and no EU country to take one from.
    ["US811363057", null],
    ["811363057", null, "US"],
  ],
  gb_vat: [
    ["GB980780684", "GB980780684"],
    ["980 7806 84", "GB980780684"],
    ["GB 100 1950 75", "GB100195075"],
    ["GB242338087388", "GB242338087388"],
    ["GBGD100", "GBGD100"],
    ["GB HA501", "GBHA501"],
    // Check digits broken.
    ["GB802311781", null],
    ["GB001234567", null],
    ["GB9807806842", null],
    ["GB9807806B4", null],
    ["GBGD600", null],
    ["GBHA201", null],
    ["DE980780684", null],
  ],
  cn_uscc: [
    ["91110000600037341L", "91110000600037341L"],
    ["91 110000 600037341L", "91110000600037341L"],
    ["121200004013590816", "121200004013590816"],
    ["91310115MA1K3BTP2B", "91310115MA1K3BTP2B"],
    ["9144030071526726xg", "9144030071526726XG"],
    ["92340602MA2PBMEM24", "92340602MA2PBMEM24"],
    ["91110000600037341N", null],
    ["9111000060003IOZSV", null],
    ["91110000600037341", null],
    ["91110000600037341LL", null],
  ],
  ru_inn: [
    ["7707083893", "7707083893"],
    ["7709442668", "7709442668"],
    ["0108003670", "0108003670"],
    ["005826107187", "005826107187"],
    ["7707083894", null],
    ["005826107188", null],
    ["005826107177", null],
    ["770708389", null],
    ["77070838931", null],
  ],
  br_cnpj: [
    ["61882613000194", "61882613000194"],
    ["16.727.230/0001-97", "16727230000197"],
    ["11.222.333/0001-81", "11222333000181"],
    // The alphanumeric CNPJ (issued since July 2026), as the Receita Federal's own example.
    ["12.ABC.345/01DE-35", "12ABC34501DE35"],
    ["16.727.230/0001-98", null],
    ["12.ABC.345/01DE-36", null],
    ["00.000.000/0000-00", null],
    ["1672723000019", null],
  ],
  in_gstin: [
    ["27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
    ["27 aapfu 0939 f1zv", "27AAPFU0939F1ZV"],
    ["27AAPFU0939F1ZO", null],
    ["27AAPFU0000F1ZV", null],
    ["27AAPFU0939F1Z", null],
    ["369296450896540", null],
    ["40AAPFU0939F1ZV", null],
  ],
  us_ein: [
    ["12-3456789", "12-3456789"],
    ["123456789", "12-3456789"],
    ["12 3456789", "12-3456789"],
    ["12 345 6789", "12-3456789"],
    ["12-345678", null],
    ["00-1234567", null],
    ["AB-1234567", null],
  ],
  other: [
    ["tin 123-45/6", "TIN 123-45/6"],
    ["  CHE-123.456.788  MWST ", "CHE-123.456.788 MWST"],
    ["x".repeat(30), "X".repeat(30)],
    ["x".repeat(31), null],
    ["", null],
  ],
};

describe("tax IDs by kind", () => {
  it("has cases for every kind", () => {
    expect(Object.keys(CASES).sort()).toEqual([...TAX_KINDS].sort());
  });

  for (const kind of TAX_KINDS) {
    it.each(CASES[kind])(`${kind}: %j is stored as %j`, (typed, stored, country) => {
      const normalised = normaliseTaxId(kind, typed, country);
      const valid = isValidTaxId(kind, normalised);
      expect(valid ? normalised : null).toBe(stored);
    });
  }
});

describe("EORI numbers", () => {
  it.each([
    ["DE1234567890123", true],
    ["GB 1234 5678 9000", true],
    ["XI123456789000", true],
    // EORI numbers use ISO codes: Greece is GR (EL only in VAT numbers).
    ["GR094501040", true],
    ["fr-123.456.789.00011", true],
    ["EL094501040", false],
    ["US12345", false],
    ["DE", false],
    ["DE1234567890123456", false],
  ])("%s: %s", (typed, valid) => {
    expect(isValidEori(normaliseEori(typed))).toBe(valid);
  });
});

describe("the kind a country's companies have", () => {
  it.each([
    ["DE", "eu_vat", "DE", true],
    ["GR", "eu_vat", "EL", true],
    ["GB", "gb_vat", "XI", true],
    ["CN", "cn_uscc", null, false],
    ["RU", "ru_inn", null, false],
    ["BR", "br_cnpj", null, false],
    ["IN", "in_gstin", null, false],
    ["US", "us_ein", null, false],
    ["CH", "other", null, false],
  ])("%s: %s, VAT prefix %s, EORI %s", (country, kind, prefix, eori) => {
    expect(defaultTaxKind(country)).toBe(kind);
    expect(euVatPrefix(country)).toBe(prefix);
    expect(takesEori(country)).toBe(eori);
  });

  it("labels each kind for documents", () => {
    expect(TAX_KINDS.map(taxIdLabel)).toEqual(["VAT", "VAT", "USCC", "INN", "CNPJ", "GSTIN", "EIN", "Tax ID"]);
  });

  it("asks VIES with the country code apart from the number", () => {
    expect(viesQuery("EL094501040")).toEqual({ countryCode: "EL", vatNumber: "094501040" });
  });
});

const PROFILE = {
  legalName: "Nordlicht Funktechnik GmbH",
  line1: "Hafenstraße 12",
  city: "Hamburg",
  postalCode: "20457",
  country: "de",
  taxKind: "eu_vat",
  taxId: "811 363 057",
  eori: "de 1234567890123",
  invoiceEmail: " Rechnungen@Nordlicht.example ",
};

/** The first issue of a refused profile: its field and the rule it names (or zod's code). */
function refusal(input: Record<string, unknown>) {
  const result = CompanySaveSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: issue.path.join("."), rule: ruleOf(issue.message) ?? issue.code };
}

describe("the company profile a buyer saves", () => {
  it("is stored normalised: country and numbers in upper case, the VAT prefix added, the email lower case", () => {
    expect(CompanySaveSchema.parse(PROFILE)).toEqual({
      legalName: "Nordlicht Funktechnik GmbH",
      line1: "Hafenstraße 12",
      line2: "",
      city: "Hamburg",
      region: "",
      postalCode: "20457",
      country: "DE",
      taxKind: "eu_vat",
      taxId: "DE811363057",
      eori: "DE1234567890123",
      invoiceEmail: "rechnungen@nordlicht.example",
    });
  });

  it("may name no tax ID at all", () => {
    expect(CompanySaveSchema.parse({ ...PROFILE, taxKind: "", taxId: "", eori: "", invoiceEmail: "" })).toMatchObject({
      taxKind: null,
      taxId: null,
      eori: null,
      invoiceEmail: null,
    });
  });

  const refused: Array<[Record<string, unknown>, { field: string; rule: string }]> = [
    [{ legalName: "x".repeat(201) }, { field: "legalName", rule: "too_big" }],
    [{ legalName: "x".repeat(2000) }, { field: "legalName", rule: "too_big" }],
    [{ legalName: "   " }, { field: "legalName", rule: "too_small" }],
    [{ legalName: "Nordlicht\u0000GmbH" }, { field: "legalName", rule: "plainText" }],
    [{ legalName: "Nordlicht\nGmbH" }, { field: "legalName", rule: "plainText" }],
    // A right-to-left override would make a document show another name than the one stored.
    [{ legalName: "Nordlicht \u202EHbmG" }, { field: "legalName", rule: "plainText" }],
    [{ city: "Hamburg\u0007" }, { field: "city", rule: "plainText" }],
    [{ country: "XX" }, { field: "country", rule: "country" }],
    [{ taxKind: "vat" }, { field: "taxKind", rule: "invalid_value" }],
    [{ taxKind: "" }, { field: "taxKind", rule: "required" }],
    [{ taxId: "" }, { field: "taxId", rule: "required" }],
    [{ taxId: "81136305" }, { field: "taxId", rule: "euVatNumber" }],
    [
      { taxKind: "gb_vat", taxId: "GB802311781" },
      { field: "taxId", rule: "gbVatNumber" },
    ],
    [
      { taxKind: "cn_uscc", taxId: "91110000600037341N" },
      { field: "taxId", rule: "uscc" },
    ],
    [
      { taxKind: "ru_inn", taxId: "7707083894" },
      { field: "taxId", rule: "inn" },
    ],
    [
      { taxKind: "br_cnpj", taxId: "16.727.230/0001-98" },
      { field: "taxId", rule: "cnpj" },
    ],
    [
      { taxKind: "in_gstin", taxId: "27AAPFU0939F1ZO" },
      { field: "taxId", rule: "gstin" },
    ],
    [
      { taxKind: "us_ein", taxId: "12-345678" },
      { field: "taxId", rule: "ein" },
    ],
    [
      { taxKind: "other", taxId: "x".repeat(31) },
      { field: "taxId", rule: "too_big" },
    ],
    [{ eori: "EL094501040" }, { field: "eori", rule: "eori" }],
    [{ invoiceEmail: "rechnungen" }, { field: "invoiceEmail", rule: "invalid_format" }],
  ];
  /** "legalName "xxxx…" (2000 characters)": the change, short enough to read. */
  const named = refused.map(([change, expected]) => {
    const [[key, value]] = Object.entries(change) as [[string, unknown]];
    const text = JSON.stringify(value);
    const shown = text.length > 24 ? `${text.slice(0, 12)}… (${String(value).length} characters)` : text;
    return [`${key} ${shown}`, change, expected] as const;
  });
  it.each(named)("refuses %s", (_name, change, expected) => {
    expect(refusal({ ...PROFILE, ...change })).toEqual(expected);
  });
});
