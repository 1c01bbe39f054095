import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  CategorySaveSchema,
  IdParamSchema,
  MoveSchema,
  NavigationSaveSchema,
  SpecOptionSaveSchema,
} from "../../../shared/console/structure-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { href } from "../../../shared/routes";
import { requestCacheScope } from "../../cache/product-changes";
import { staffChanged } from "../../cache/staff-changes";
import { deleteCategory, listConsoleCategories, moveCategory, saveCategory, type CategoryRefusal } from "./categories";
import {
  listConsoleNavigation,
  moveNavigationEntry,
  removeNavigationEntry,
  saveNavigationEntry,
  type NavigationRefusal,
} from "./navigation";
import {
  deleteSpecOption,
  listConsoleSpecOptions,
  moveSpecOption,
  saveSpecOption,
  type SpecOptionRefusal,
} from "./spec-options";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/**
 * /api/admin/categories, /navigation and /spec-options: the catalogue's structure. Every save
 * writes through the catalogue writer with its audit row in one batch, at the version shown
 * (409 when it changed meanwhile), and purges what shows it.
 */
export const consoleCatalogueStructureApi = new Hono<ConsoleApiEnv>();

const VersionSchema = z.object({ expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The id of `POST …/:id` (an edit), or null on the list's path (a new one). */
function optionalId(c: Context<ConsoleApiEnv>): number | null {
  const raw = c.req.param("id");
  if (raw === undefined) return null;
  const parsed = IdParamSchema.safeParse({ id: raw });
  if (!parsed.success) {
    const V = c.var.LL.messages.validation;
    throw new ApiError(API_CODE.badRequest, V.wholeNumber({ field: V.fields.id() }));
  }
  return parsed.data.id;
}

type Refusal = CategoryRefusal | NavigationRefusal | SpecOptionRefusal;

/** A refused structure change as the API's error: 404, 409 or 400 with what went wrong. */
function refusalError(c: Context<ConsoleApiEnv>, refusal: Refusal): ApiError {
  const S = c.var.LL.console.structure.api;
  switch (refusal.reason) {
    case "not_found":
      return new ApiError(API_CODE.notFound, S.notFound());
    case "stale":
      return new ApiError(API_CODE.conflict, S.changed());
    case "taken":
      return new ApiError(API_CODE.conflict, S.taken({ value: refusal.value }));
    case "cycle":
      return new ApiError(API_CODE.conflict, S.cycle());
    case "holds":
      return new ApiError(API_CODE.conflict, S.holds(refusal));
    case "in_use":
      return new ApiError(API_CODE.conflict, S.inUse({ skus: refusal.skus }));
    case "unknown_parent":
    case "unknown_category":
      return new ApiError(API_CODE.badRequest, S.unknownCategory());
    case "no_sibling":
      return new ApiError(API_CODE.badRequest, S.noSibling());
  }
}

/** The categories whose pages a category change shows on: itself and its parents, before and after. */
const categoryPages = (ids: Array<number | null | undefined>) => [
  ...new Set(ids.filter((id): id is number => typeof id === "number")),
];

consoleCatalogueStructureApi.get("/categories", allow("catalog.read"), async (c) =>
  ok(c, await listConsoleCategories(c.env.DB)),
);

for (const path of ["/categories", "/categories/:id"]) {
  consoleCatalogueStructureApi.post(path, allow("catalog.write"), async (c) => {
    const id = optionalId(c);
    const save = await readJson(c, CategorySaveSchema);
    const before = id === null ? undefined : (await listConsoleCategories(c.env.DB)).find((cat) => cat.id === id);
    const saved = await saveCategory(c.env.DB, id, save, auditActor(c), Date.now());
    if (!saved.ok) throw refusalError(c, saved);
    void staffChanged(requestCacheScope(c), {
      kind: "categories",
      categoryIds: categoryPages([saved.id, before?.parentId, save.parentId]),
    });
    return ok(c, { id: saved.id, version: saved.version });
  });
}

consoleCatalogueStructureApi.post(
  "/categories/:id/move",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { direction, expectedVersion } = await readJson(c, MoveSchema);
    const { id } = c.req.valid("param");
    const moved = await moveCategory(c.env.DB, id, direction, expectedVersion, auditActor(c), Date.now());
    if (!moved.ok) throw refusalError(c, moved);
    const parent = (await listConsoleCategories(c.env.DB)).find((cat) => cat.id === id)?.parentId;
    void staffChanged(requestCacheScope(c), { kind: "categories", categoryIds: categoryPages([id, parent]) });
    return ok(c, { order: moved.order });
  },
);

consoleCatalogueStructureApi.post(
  "/categories/:id/delete",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { expectedVersion } = await readJson(c, VersionSchema);
    const { id } = c.req.valid("param");
    const parent = (await listConsoleCategories(c.env.DB)).find((cat) => cat.id === id)?.parentId;
    const deleted = await deleteCategory(c.env.DB, id, expectedVersion, auditActor(c), Date.now());
    if (!deleted.ok) throw refusalError(c, deleted);
    void staffChanged(requestCacheScope(c), { kind: "categories", categoryIds: categoryPages([id, parent]) });
    return ok(c, null);
  },
);

consoleCatalogueStructureApi.get("/navigation", allow("catalog.read"), async (c) =>
  ok(c, await listConsoleNavigation(c.env.DB)),
);

/** The page an entry opens (see href.navigation). */
const entryPath = (entry: { target: string; img: string | null } | undefined) =>
  entry ? href.navigation({ id: entry.target, img: entry.img }) : null;

for (const path of ["/navigation", "/navigation/:id"]) {
  consoleCatalogueStructureApi.post(path, allow("catalog.write"), async (c) => {
    const id = optionalId(c);
    const save = await readJson(c, NavigationSaveSchema);
    const all = await listConsoleNavigation(c.env.DB);
    const saved = await saveNavigationEntry(c.env.DB, id, save, auditActor(c), Date.now());
    if (!saved.ok) throw refusalError(c, saved);
    const after = (await listConsoleNavigation(c.env.DB)).find((entry) => entry.id === saved.id);
    const paths = [entryPath(all.find((entry) => entry.id === id)), entryPath(after)].filter(
      (p): p is string => p !== null,
    );
    void staffChanged(requestCacheScope(c), { kind: "navigation", paths });
    return ok(c, { id: saved.id });
  });
}

consoleCatalogueStructureApi.post(
  "/navigation/:id/move",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { direction, expectedVersion } = await readJson(c, MoveSchema);
    const moved = await moveNavigationEntry(
      c.env.DB,
      c.req.valid("param").id,
      direction,
      expectedVersion,
      auditActor(c),
      Date.now(),
    );
    if (!moved.ok) throw refusalError(c, moved);
    void staffChanged(requestCacheScope(c), { kind: "navigation", paths: [] });
    return ok(c, { order: moved.order });
  },
);

consoleCatalogueStructureApi.post(
  "/navigation/:id/delete",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { expectedVersion } = await readJson(c, VersionSchema);
    const { id } = c.req.valid("param");
    const entry = (await listConsoleNavigation(c.env.DB)).find((found) => found.id === id);
    const removed = await removeNavigationEntry(c.env.DB, id, expectedVersion, auditActor(c), Date.now());
    if (!removed.ok) throw refusalError(c, removed);
    void staffChanged(requestCacheScope(c), { kind: "navigation", paths: [entryPath(entry)!] });
    return ok(c, null);
  },
);

consoleCatalogueStructureApi.get("/spec-options", allow("catalog.read"), async (c) =>
  ok(c, await listConsoleSpecOptions(c.env.DB)),
);

/** Every category page shows the filter. */
async function allCategoryIds(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare("SELECT id FROM categories ORDER BY id").all<{ id: number }>();
  return results.map((row) => row.id);
}

for (const path of ["/spec-options", "/spec-options/:id"]) {
  consoleCatalogueStructureApi.post(path, allow("catalog.write"), async (c) => {
    const id = optionalId(c);
    const save = await readJson(c, SpecOptionSaveSchema);
    const saved = await saveSpecOption(c.env.DB, id, save, auditActor(c), Date.now());
    if (!saved.ok) throw refusalError(c, saved);
    void staffChanged(requestCacheScope(c), { kind: "specOptions", categoryIds: await allCategoryIds(c.env.DB) });
    return ok(c, { id: saved.id });
  });
}

consoleCatalogueStructureApi.post(
  "/spec-options/:id/move",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { direction, expectedVersion } = await readJson(c, MoveSchema);
    const moved = await moveSpecOption(
      c.env.DB,
      c.req.valid("param").id,
      direction,
      expectedVersion,
      auditActor(c),
      Date.now(),
    );
    if (!moved.ok) throw refusalError(c, moved);
    void staffChanged(requestCacheScope(c), { kind: "specOptions", categoryIds: await allCategoryIds(c.env.DB) });
    return ok(c, { order: moved.order });
  },
);

consoleCatalogueStructureApi.post(
  "/spec-options/:id/delete",
  allow("catalog.write"),
  validate("param", IdParamSchema),
  async (c) => {
    const { expectedVersion } = await readJson(c, VersionSchema);
    const deleted = await deleteSpecOption(
      c.env.DB,
      c.req.valid("param").id,
      expectedVersion,
      auditActor(c),
      Date.now(),
    );
    if (!deleted.ok) throw refusalError(c, deleted);
    void staffChanged(requestCacheScope(c), { kind: "specOptions", categoryIds: await allCategoryIds(c.env.DB) });
    return ok(c, null);
  },
);
