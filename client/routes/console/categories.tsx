import { Link, redirect, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import type { Route } from "./+types/categories";
import { CategoryEditor, categoryName } from "../../components/console/category-editor";
import { OrderButtons } from "../../components/console/order-buttons";
import { StructurePageTop } from "../../components/console/structure-page";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const categories = await args.context.api.get("/admin/categories").catch((error) => handleStaffError(args, error));
  const edit = new URL(args.request.url).searchParams.get("edit");
  const editing =
    edit === "new" ? ("new" as const) : (categories.find((category) => String(category.id) === edit) ?? null);
  return { categories, editing, saved: new URL(args.request.url).searchParams.has("saved") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.structure.categories.title(), noIndex: true }));

/** A category's save (new or at its version), a step up or down, or a delete. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const api = args.context.api;
  const id = Number(field(form, "id"));
  const expectedVersion = Number(field(form, "version"));
  if (intent === "move") {
    const direction = field(form, "direction") === "down" ? "down" : "up";
    return runStaffAction(args, intent, () => api.post(`/admin/categories/${id}/move`, { direction, expectedVersion }));
  }
  if (intent === "delete") {
    return runStaffAction(args, intent, () => api.post(`/admin/categories/${id}/delete`, { expectedVersion }));
  }
  const text: Partial<Record<Locale, { name: string; description: string }>> = {};
  for (const lang of ALL_LOCALES) {
    const name = field(form, `name.${lang}`).trim();
    if (name) text[lang] = { name, description: field(form, `description.${lang}`).trim() };
  }
  const body = {
    parentId: Number(field(form, "parentId")) || null,
    slug: field(form, "slug").trim(),
    img: field(form, "img").trim() || null,
    published: form.get("published") === "on",
    text: text as { en: { name: string; description: string } },
  };
  const saved = await runStaffAction(args, "save", () =>
    id ? api.post(`/admin/categories/${id}`, { ...body, expectedVersion }) : api.post("/admin/categories", body),
  );
  // Saved: back to the tree, which says so (a reload then sends nothing twice).
  if ("ok" in saved && saved.ok) return redirect(consoleHref.categories({ saved: "1" }));
  return saved;
}

/** The category tree as the shop orders it, each with Up/Down among its siblings, Edit and Delete. */
export default function ConsoleCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const C = S.categories;
  const { categories, editing, saved } = loaderData;
  const canWrite = useStaffCan("catalog.write");
  const result = useActionData<typeof action>();
  const childrenOf = (parentId: number | null) =>
    categories.filter((category) => category.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);

  const branch = (parentId: number | null) => {
    const siblings = childrenOf(parentId);
    if (!siblings.length) return null;
    return (
      <ul className="console-tree">
        {siblings.map((category, index) => {
          const name = categoryName(category, locale);
          return (
            <li key={category.id} data-testid={`category-${category.id}`}>
              <div className="console-tree__row">
                <div className="console-tree__label">
                  <strong>{name}</strong>{" "}
                  <span className={`console-badge console-badge--${category.published ? "published" : "draft"}`}>
                    {category.published ? S.shown() : S.hidden()}
                  </span>
                  <br />
                  <span className="console-muted" dir="ltr">
                    /{category.slug} · #{category.id}
                  </span>{" "}
                  <span className="console-muted">
                    {C.holds({ products: category.products, children: category.children })}
                  </span>
                </div>
                <div className="console-inline">
                  <OrderButtons
                    id={category.id}
                    version={category.version}
                    name={name}
                    first={index === 0}
                    last={index === siblings.length - 1}
                    disabled={!canWrite}
                    removeLabel={canWrite ? S.delete() : undefined}
                  />
                  <Link to={consoleHref.categories({ edit: String(category.id) })} className="button">
                    {S.edit()}
                  </Link>
                </div>
              </div>
              {branch(category.id)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <>
      <StructurePageTop
        title={C.title()}
        lead={C.lead()}
        addLabel={C.add()}
        addHref={consoleHref.categories({ edit: "new" })}
        canWrite={canWrite}
        result={result}
        saved={saved}
      >
        {editing ? (
          <CategoryEditor
            key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
            category={editing === "new" ? null : editing}
            categories={categories}
            canWrite={canWrite}
          />
        ) : null}
      </StructurePageTop>
      {categories.length ? (
        <div className="console-card">{branch(null)}</div>
      ) : (
        <p className="console-muted">{C.none()}</p>
      )}
    </>
  );
}
