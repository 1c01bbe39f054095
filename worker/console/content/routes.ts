import { Hono, type Context } from "hono";
import { z } from "zod";
import { CONTENT_KINDS, type ContentKind } from "../../../shared/console/content";
import { ContentSaveSchema, PageSaveSchema } from "../../../shared/console/content-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { requestCacheScope } from "../../cache/product-changes";
import { contentPaths, staffChanged } from "../../cache/staff-changes";
import { getContentItem, listContent, saveContentItem, type SaveOutcome } from "./queries";
import { getPage } from "../../db/pages";
import { PageSlugParamSchema } from "../../../shared/content/schemas";
import type { ContentPage } from "../../../shared/content/types";
import { withProducts } from "../../api/content";
import { deleteUnusedMedia, mediaIdsOfUrls } from "../../media/delete-media";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/** /api/admin/content: blog posts, case studies, articles and pages, per language, draft or scheduled. */
export const consoleContentApi = new Hono<ConsoleApiEnv>();

const KindParam = z.object({ kind: z.enum(CONTENT_KINDS) });
const ItemParam = KindParam.extend({ id: z.string().regex(/^(?:\d{1,12}|[a-z0-9-]+(?:\/[a-z0-9-]+)?)$/) });

/** The audit log's name of each kind. */
const ENTITY: Record<ContentKind, string> = { blog: "blog_post", case: "case_study", article: "article", page: "page" };

consoleContentApi.get("/:kind", allow("content.write"), validate("param", KindParam), async (c) =>
  ok(c, await listContent(c.env.DB, c.req.valid("param").kind)),
);

consoleContentApi.get("/:kind/:id{.+}", allow("content.write"), validate("param", ItemParam), async (c) => {
  const { kind, id } = c.req.valid("param");
  const item = await getContentItem(c.env.DB, kind, id);
  if (!item) throw new ApiError(API_CODE.notFound, c.var.LL.console.editing.api.contentNotFound());
  return ok(c, item);
});

async function save(c: Context<ConsoleApiEnv>, kind: ContentKind, id: string | null) {
  const body = kind === "page" ? await readJson(c, PageSaveSchema) : await readJson(c, ContentSaveSchema);
  const before = id ? await getContentItem(c.env.DB, kind, id) : null;
  const summary = (item: {
    slug?: string;
    draft?: boolean;
    publishedAt?: string | null;
    text: object;
    productIds: number[];
  }) => ({
    slug: item.slug,
    draft: item.draft,
    publishedAt: item.publishedAt,
    langs: Object.keys(item.text),
    productIds: item.productIds,
  });
  const saved: SaveOutcome = await saveContentItem(
    c.env.DB,
    kind,
    id,
    body,
    (targetId) => ({
      actor: auditActor(c),
      entity: ENTITY[kind],
      entityId: targetId,
      action: id ? "update" : "create",
      before: before ? summary(before) : {},
      after: summary(body),
    }),
    Date.now(),
  );
  if (!saved.ok) {
    const A = c.var.LL.console.editing.api;
    if (saved.reason === "slugTaken") throw new ApiError(API_CODE.conflict, A.slugTaken());
    if (saved.reason === "changed") throw new ApiError(API_CODE.conflict, A.createdMeanwhile());
    throw new ApiError(API_CODE.notFound, A.contentNotFound());
  }
  await staffChanged(requestCacheScope(c), { kind: "content", ...contentPaths(kind, saved.id) });
  // A replaced cover may have been the last use of its file.
  const cover = "cover" in body ? body.cover : null;
  if (before?.cover && before.cover !== cover) {
    await deleteUnusedMedia(c.env, await mediaIdsOfUrls(c.env.DB, [before.cover]), Date.now());
  }
  return ok(c, { id: saved.id });
}

/** A new post, case study or article (pages exist once per address and are only edited). */
consoleContentApi.post("/:kind", allow("content.write"), validate("param", KindParam), async (c) => {
  const { kind } = c.req.valid("param");
  if (kind === "page") throw new ApiError(API_CODE.badRequest, c.var.LL.console.editing.api.pagesFixed());
  return save(c, kind, null);
});

consoleContentApi.post("/:kind/:id{.+}", allow("content.write"), validate("param", ItemParam), async (c) => {
  const { kind, id } = c.req.valid("param");
  return save(c, kind, id);
});

/**
 * A page as the shop shows it, in the request's language, a draft or scheduled one too: the staff
 * preview (/about?preview=1, never cached) before publishing.
 */
export const consolePagePreviewApi = new Hono<ConsoleApiEnv>();

consolePagePreviewApi.get("/:slug{.+}", allow("content.write"), validate("param", PageSlugParamSchema), async (c) => {
  const { slug } = c.req.valid("param");
  const page = await getPage(c.env.DB, c.var.locale, slug, { drafts: true });
  if (!page) throw new ApiError(API_CODE.notFound, c.var.LL.content.api.pageNotFound({ slug }));
  return ok(c, (await withProducts(c.env.DB, page, c.var.locale)) satisfies ContentPage);
});
