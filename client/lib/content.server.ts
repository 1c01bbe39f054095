import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { AppContext } from "../../shared/load-context";
import { notFound } from "./guards";
import { renderMarkdown } from "./markdown.server";

/**
 * Loader helpers of the content pages (server only): a missing record becomes the not-found page,
 * and markdown becomes HTML before the page renders, so micromark never reaches the browser.
 */

/** The API's answer, or the not-found page (HTTP 404) when it says there is no such record. */
export async function loadOrNotFound<T>(request: Request, load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(request);
    throw error;
  }
}

/**
 * Replaces a record's markdown with its HTML: the page needs only the HTML, and the loader data
 * is serialised into the document a second time for hydration.
 */
export function withBodyHtml<T extends { bodyMd: string }>(record: T): Omit<T, "bodyMd"> & { bodyHtml: string } {
  const { bodyMd, ...rest } = record;
  return { ...rest, bodyHtml: renderMarkdown(bodyMd) };
}

/**
 * A solution or static page ("about", "solution/sms-gateway"), rendered; 404 when missing or not
 * live. Staff add ?preview=1 to see a draft or scheduled page as it will be.
 */
export async function loadPage(request: Request, context: AppContext, slug: string) {
  const preview = new URL(request.url).searchParams.get("preview") === "1" && context.staff.token !== null;
  const load = preview ? context.api.get(`/admin/preview/pages/${slug}`) : context.api.get(`/page/detail/${slug}`);
  // A preview asked for without a live staff sign-in (or the right role): nothing to show.
  const page = await loadOrNotFound(
    request,
    load.catch((error: unknown) => {
      if (preview && error instanceof ApiError && error.status < 500) notFound(request);
      throw error;
    }),
  );
  return withBodyHtml(page);
}
