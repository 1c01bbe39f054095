import type { StandInRoute } from "./stand-in-server";

/**
 * Stands in for the EU's VIES REST API under /vies: `POST /vies/check-vat-number` with
 * `{ countryCode, vatNumber }`, checked as the Commission's API documents it (JSON, a member
 * state's code with EL for Greece and XI for Northern Ireland, the number without its prefix,
 * only the documented fields). A request that breaks a rule is answered 400 with INVALID_INPUT and
 * recorded with its problems.
 *
 * The answer depends on the number's first character (after the prefix):
 *  - 1: valid, with the name "STAND-IN TRADER <country code><number>" and an address;
 *  - 2: valid, without a name ("---", as member states that give none);
 *  - 3: not valid;
 *  - 4: the member state's service is down: `{ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] }`;
 *  - 5: too many requests to the member state: `valid: false, userError: "MS_MAX_CONCURRENT_REQ"`;
 *  - 6: VIES itself is down: HTTP 500 with SERVICE_UNAVAILABLE;
 *  - 7: valid, but only after 6 seconds (longer than the shop waits);
 *  - anything else: not valid.
 * (DE123456789 is valid, DE323456789 not, DE423456789 unavailable.)
 *
 * Tests steer it further:
 *  - `POST /stand-in/vies/answers` `{ countryCode, vatNumber, answer: "valid" | "invalid" | "unavailable" }`
 *    answers that number so from now on (`answer: null` goes back to the rules above);
 *  - `GET /stand-in/vies/requests?vatNumber=…`: the requests received (for that number), with
 *    `problems` found in each (empty: as documented).
 */
const MEMBER_STATES = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "XI",
]);
/** The fields of VIES's CheckVatRequest. */
const REQUEST_FIELDS = new Set([
  "countryCode",
  "vatNumber",
  "requesterMemberStateCode",
  "requesterNumber",
  "traderName",
  "traderStreet",
  "traderPostalCode",
  "traderCity",
  "traderCompanyType",
]);

type Steered = "valid" | "invalid" | "unavailable";

interface ViesRequest {
  method: string;
  path: string;
  body: string;
  countryCode: string;
  vatNumber: string;
  problems: string[];
}

const requests: ViesRequest[] = [];
const steered = new Map<string, Steered>();

const errorAnswer = (status: number, error: string, message?: string) => ({
  status,
  body: { actionSucceed: false, errorWrappers: [{ error, ...(message ? { message } : {}) }] },
});

function checked(countryCode: string, vatNumber: string, valid: boolean, name?: string) {
  return {
    countryCode,
    vatNumber,
    requestDate: new Date().toISOString(),
    valid,
    requestIdentifier: "",
    name: name ?? "---",
    address: name ? "1 STAND-IN STREET\n10115 BERLIN" : "---",
    traderName: "",
    traderStreet: "",
    traderPostalCode: "",
    traderCity: "",
    traderCompanyType: "",
    traderNameMatch: "NOT_PROCESSED",
    traderStreetMatch: "NOT_PROCESSED",
    traderPostalCodeMatch: "NOT_PROCESSED",
    traderCityMatch: "NOT_PROCESSED",
    traderCompanyTypeMatch: "NOT_PROCESSED",
  };
}

function problemsOf(method: string, path: string, headers: Record<string, unknown>, body: unknown): string[] {
  const problems: string[] = [];
  if (method !== "POST") problems.push("POST expected");
  if (path !== "/vies/check-vat-number") problems.push(`unknown endpoint ${path}`);
  if (!String(headers["content-type"] ?? "").startsWith("application/json"))
    problems.push("content-type: JSON expected");
  if (!body || typeof body !== "object" || Array.isArray(body)) return [...problems, "a JSON object expected"];
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (!REQUEST_FIELDS.has(key)) problems.push(`unknown field ${key}`);
  const { countryCode, vatNumber } = fields;
  if (typeof countryCode !== "string" || !MEMBER_STATES.has(countryCode)) {
    problems.push(`countryCode: a member state's code expected (EL for Greece), got ${JSON.stringify(countryCode)}`);
  }
  if (typeof vatNumber !== "string" || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber)) {
    problems.push(`vatNumber: 2–12 letters or digits expected, got ${JSON.stringify(vatNumber)}`);
  } else if (typeof countryCode === "string" && vatNumber.startsWith(countryCode) && /^[A-Z]{2}\d/.test(vatNumber)) {
    problems.push("vatNumber: the number without its country prefix expected");
  }
  return problems;
}

async function answerFor(countryCode: string, vatNumber: string) {
  const steer = steered.get(`${countryCode}${vatNumber}`);
  if (steer === "valid")
    return { status: 200, body: checked(countryCode, vatNumber, true, `STAND-IN TRADER ${countryCode}${vatNumber}`) };
  if (steer === "invalid") return { status: 200, body: checked(countryCode, vatNumber, false) };
  if (steer === "unavailable") return errorAnswer(200, "MS_UNAVAILABLE");
  switch (vatNumber.replace(/^[A-Z]/, "")[0]) {
    case "1":
      return { status: 200, body: checked(countryCode, vatNumber, true, `STAND-IN TRADER ${countryCode}${vatNumber}`) };
    case "2":
      return { status: 200, body: checked(countryCode, vatNumber, true) };
    case "4":
      return errorAnswer(200, "MS_UNAVAILABLE");
    case "5":
      return { status: 200, body: { ...checked(countryCode, vatNumber, false), userError: "MS_MAX_CONCURRENT_REQ" } };
    case "6":
      return errorAnswer(500, "SERVICE_UNAVAILABLE");
    case "7":
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      return { status: 200, body: checked(countryCode, vatNumber, true, `STAND-IN TRADER ${countryCode}${vatNumber}`) };
    default:
      return { status: 200, body: checked(countryCode, vatNumber, false) };
  }
}

export const viesStandIns: StandInRoute[] = [
  {
    prefix: "/vies/",
    async handle({ method, path, headers, body }) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // Recorded as a problem below.
      }
      const problems = problemsOf(method, path, headers, parsed);
      const fields = (parsed ?? {}) as { countryCode?: unknown; vatNumber?: unknown };
      const countryCode = String(fields.countryCode ?? "");
      const vatNumber = String(fields.vatNumber ?? "");
      requests.push({ method, path, body, countryCode, vatNumber, problems });
      if (problems.length) return errorAnswer(400, "INVALID_INPUT", problems.join("; "));
      return answerFor(countryCode, vatNumber);
    },
  },
  {
    prefix: "/stand-in/vies/",
    handle({ method, path, body }) {
      const url = new URL(path, "http://stand-in");
      if (method === "POST" && url.pathname === "/stand-in/vies/answers") {
        const { countryCode, vatNumber, answer } = JSON.parse(body) as {
          countryCode: string;
          vatNumber: string;
          answer: Steered | null;
        };
        if (answer) steered.set(`${countryCode}${vatNumber}`, answer);
        else steered.delete(`${countryCode}${vatNumber}`);
        return { body: { ok: true } };
      }
      if (method === "GET" && url.pathname === "/stand-in/vies/requests") {
        const wanted = url.searchParams.get("vatNumber");
        return { body: wanted ? requests.filter((request) => request.vatNumber === wanted) : requests };
      }
      return { status: 404, body: { error: "no such stand-in call" } };
    },
  },
];
