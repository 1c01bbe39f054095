import { viesQuery, type ViesStatus } from "../../shared/account/company";

/** What VIES said of an EU VAT number. `name`: the trader's name as the member state gives it, if it does. */
export interface ViesAnswer {
  status: ViesStatus;
  name: string | null;
  /** The error VIES named when it could not answer (MS_UNAVAILABLE, TIMEOUT…), for the log. */
  error?: string;
}

/** How long a VIES check may take before the number is left for the cron to ask about again. */
export const VIES_TIMEOUT_MS = 5_000;

/**
 * Errors meaning the number itself is not acceptable to VIES; every other error (a member state's
 * service down, too many requests, a timeout) says nothing about the number.
 */
const REFUSED_INPUT = new Set(["INVALID_INPUT"]);

interface CheckVatAnswer {
  valid?: unknown;
  name?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: Array<{ error?: unknown }>;
}

/** A trader's name as VIES gives it; "---" and blanks mean the member state gives none. */
function traderName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.replace(/\s+/g, " ").trim();
  return name && name !== "---" ? name.slice(0, 200) : null;
}

/** The error an answer names: `userError` (other than VALID/INVALID) or the first of `errorWrappers`. */
function namedError(body: CheckVatAnswer): string | null {
  if (typeof body.userError === "string" && body.userError !== "VALID" && body.userError !== "INVALID") {
    return body.userError;
  }
  const wrapped = Array.isArray(body.errorWrappers) ? body.errorWrappers[0]?.error : undefined;
  if (typeof wrapped === "string") return wrapped;
  return body.actionSucceed === false ? "SERVICE_UNAVAILABLE" : null;
}

/**
 * Asks VIES whether an EU VAT number (with its prefix, as stored) is registered: POST
 * {base}/check-vat-number with its country code and number. Never throws: a network failure, a
 * timeout, a 5xx or an answer naming a member state's outage is "unavailable" (ask again later).
 */
export async function checkVatNumber(
  base: string,
  vatNumber: string,
  timeoutMs: number = VIES_TIMEOUT_MS,
): Promise<ViesAnswer> {
  let response: Response;
  try {
    response = await fetch(`${base}/check-vat-number`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(viesQuery(vatNumber)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { status: "unavailable", name: null, error: error instanceof Error ? error.name : "NETWORK" };
  }
  const body = (await response.json().catch(() => null)) as CheckVatAnswer | null;
  if (!body || typeof body !== "object") return { status: "unavailable", name: null, error: `HTTP_${response.status}` };
  const error = namedError(body);
  if (error) return { status: REFUSED_INPUT.has(error) ? "invalid" : "unavailable", name: null, error };
  if (!response.ok) return { status: "unavailable", name: null, error: `HTTP_${response.status}` };
  if (body.valid === true) return { status: "valid", name: traderName(body.name) };
  if (body.valid === false) return { status: "invalid", name: null };
  return { status: "unavailable", name: null, error: "NO_ANSWER" };
}
