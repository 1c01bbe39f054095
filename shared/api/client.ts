import type { ApiGets, ApiPosts, GetPath, PostPath, QueryValue } from "./contract";
import { ApiError, API_CODE, isEnvelope, isSuccessCode } from "./envelope";
import { decodeAnswer, encodeBody } from "./legacy/codecs";

export type Query = Record<string, QueryValue>;

export interface ApiRequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Browser only: fail without an error notice (cart count, add-to-cart, list fetches). */
  silent?: boolean;
  /** Browser only: let the request finish after the page is gone (unsaved changes on leaving). */
  keepalive?: boolean;
  /** Server only: call with this access token instead of the session's (right after sign-in). */
  accessToken?: string;
}

/** The options of a call to an endpoint; `query` is typed by the endpoint. */
export type CallOptions<Endpoint> = Omit<ApiRequestOptions, "query"> &
  (Endpoint extends { query: infer Q } ? { query?: Q } : { query?: never });

/** A POST's arguments after the path: its body (optional when it takes none), then options. */
export type PostArgs<Endpoint> = Endpoint extends { body: infer Body }
  ? [body: Body, options?: CallOptions<Endpoint>]
  : Endpoint extends { body?: infer Body }
    ? [body?: Body, options?: CallOptions<Endpoint>]
    : [body?: undefined, options?: CallOptions<Endpoint>];

/**
 * What loaders (server) and components (browser) call the commerce API through. Paths are those of
 * the legacy API without the /api prefix ("/goods/category/list"), as `ApiGets` / `ApiPosts`
 * (./contract.ts) list them with their queries, bodies and answers; the promise resolves to the
 * envelope's `data` and rejects with ApiError when `code` is not a success.
 */
export interface ApiClient {
  get<Path extends GetPath>(path: Path, options?: CallOptions<ApiGets[Path]>): Promise<ApiGets[Path]["answer"]>;
  post<Path extends PostPath>(path: Path, ...args: PostArgs<ApiPosts[Path]>): Promise<ApiPosts[Path]["answer"]>;
}

/** One way to send any call; the typed client above is made from it. */
export type SendCall = (
  method: "GET" | "POST",
  path: string,
  body: unknown,
  options?: ApiRequestOptions,
) => Promise<unknown>;

/**
 * The typed client over a transport: the contract's types are checked where it is called, and the
 * legacy wire names are mapped to the domain's here, the one edge every call passes.
 */
export function typedClient(send: SendCall): ApiClient {
  return {
    get: async (path, options) => decodeAnswer(path, await send("GET", path, undefined, options)) as never,
    post: async (path, ...[body, options]) =>
      decodeAnswer(path, await send("POST", path, encodeBody(path, body ?? {}), options)) as never,
  };
}

/** "?a=1&b=x&b=y" (arrays repeat the key; empty values are left out), or "". */
export function buildQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Reads a `{ code, msg, data }` response: its data, or an ApiError. `unexpectedMessage` gives the
 * message for an answer that is not an envelope at all (a proxy's error page, say), asked for only
 * then; the browser's says it in the page's language.
 */
export async function readEnvelope<T>(response: Response, unexpectedMessage?: () => string): Promise<T> {
  const unexpected = () => unexpectedMessage?.() ?? `Unexpected ${response.status} response from the API`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(API_CODE.upstream, unexpected(), {
      status: response.status >= 400 ? response.status : 502,
    });
  }
  if (!isEnvelope(body)) {
    throw new ApiError(API_CODE.upstream, unexpected(), { status: 502 });
  }
  if (!isSuccessCode(body.code)) {
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiError(body.code, body.msg, { status: response.status, retryAfter });
  }
  return body.data as T;
}
