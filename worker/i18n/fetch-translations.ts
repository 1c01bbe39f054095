import { loadedLocales } from "../../locales/i18n-util";
import { checkTextOverrides, type CheckedOverrides } from "../../shared/i18n/text-overrides";
import type { Locale } from "../../shared/locale";
import "../api/request-locale";

/** An answer larger than this is refused (the whole English dictionary is about 40 KB). */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** At most this many passed-over keys are logged one by one per answer; the summary counts all. */
const MAX_ISSUE_LINES = 50;

export interface FetchTranslationsOptions {
  url: string;
  locale: Locale;
  /** The answer, body included, must be complete within this time. */
  timeoutMs: number;
  requestId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The text dictionary in an answer: the answer itself, or the `data` of an API envelope
 * (`{ code: 0, msg, data }`, as the shop's other calls answer; no dictionary has top-level `code`
 * and `data` keys). Without a dictionary, what is wrong with the answer.
 */
function dictionaryOf(answer: unknown): { dictionary?: Record<string, unknown>; problem?: string } {
  if (!isRecord(answer)) return { problem: "the answer is not a JSON object" };
  if ("code" in answer && "data" in answer) {
    if (answer.code !== 0 && answer.code !== 200) {
      return { problem: `the answer's code is ${String(answer.code)}: ${String(answer.msg ?? "")}`.trim() };
    }
    return isRecord(answer.data) ? { dictionary: answer.data } : { problem: "the answer's data is not an object" };
  }
  return { dictionary: answer };
}

function log(level: "info" | "warn", fields: Record<string, unknown>) {
  const line = JSON.stringify({ level, ...fields });
  if (level === "warn") console.warn(line);
  else console.log(line);
}

function logChecked(options: FetchTranslationsOptions, checked: CheckedOverrides) {
  const { locale, requestId } = options;
  for (const issue of checked.issues.slice(0, MAX_ISSUE_LINES)) {
    const ignored = issue.reason === "unknown-key" || issue.reason === "not-text";
    log("warn", {
      msg: ignored ? "translation ignored" : "translation rejected, built-in text kept",
      requestId,
      locale,
      key: issue.key,
      reason: issue.reason,
      ...(issue.detail ? { detail: issue.detail } : {}),
    });
  }
  log("info", {
    msg: "translations loaded",
    requestId,
    locale,
    accepted: checked.accepted,
    passedOver: checked.issues.length,
  });
}

/** A failed call: logged, and answered as "no overrides" with a status that says it failed. */
function failed(options: FetchTranslationsOptions, reason: string): Response {
  log("warn", { msg: "translations not loaded", requestId: options.requestId, locale: options.locale, reason });
  return new Response("{}", { status: 502, headers: { "content-type": "application/json" } });
}

/**
 * GETs the configured translations of a language (`X-Accept-Language: <locale>`) and answers the
 * texts that may replace the built-in ones, as JSON (200), checked key by key against the
 * language's dictionary (what was passed over is logged). Never throws: a network error, a
 * non-2xx status, an answer that is too big, not JSON or not a dictionary, or no complete answer
 * within `timeoutMs` is logged and answered 502 with no overrides.
 */
export async function fetchTranslations(options: FetchTranslationsOptions): Promise<Response> {
  try {
    const response = await fetch(options.url, {
      headers: { accept: "application/json", "x-accept-language": options.locale },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(options, `HTTP ${response.status}`);
    }
    if (Number(response.headers.get("content-length")) > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      return failed(options, `the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return failed(options, `the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return failed(options, "the answer is not JSON");
    }
    const { dictionary, problem } = dictionaryOf(answer);
    if (!dictionary) return failed(options, problem ?? "the answer is not a text dictionary");
    const builtIn = loadedLocales[options.locale] as unknown as Record<string, unknown>;
    const checked = checkTextOverrides(builtIn, dictionary);
    logChecked(options, checked);
    return new Response(JSON.stringify(checked.overrides), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return failed(options, timedOut ? `no complete answer within ${options.timeoutMs} ms` : String(error));
  }
}
