import { Form, Link, redirect, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { NAVIGATION_PAGES, type ConsoleCategory, type ConsoleNavigationEntry } from "../../../shared/console/structure";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import type { Route } from "./+types/navigation";
import { categoryName } from "../../components/console/category-editor";
import { ImageField } from "../../components/console/image-field";
import { OrderButtons } from "../../components/console/order-buttons";
import { EditorActions, StructurePageTop } from "../../components/console/structure-page";
import { TextField } from "../../components/ui/text-field";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const api = args.context.api;
  const [entries, categories] = await Promise.all([api.get("/admin/navigation"), api.get("/admin/categories")]).catch(
    (error) => handleStaffError(args, error),
  );
  const params = new URL(args.request.url).searchParams;
  const edit = params.get("edit");
  const editing = edit === "new" ? ("new" as const) : (entries.find((entry) => String(entry.id) === edit) ?? null);
  return { entries, categories, editing, saved: params.has("saved") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.structure.navigation.title(), noIndex: true }));

/** An entry's save (new or at its version), a step left or right, or its removal. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const api = args.context.api;
  const id = Number(field(form, "id"));
  const expectedVersion = Number(field(form, "version"));
  if (intent === "move") {
    const direction = field(form, "direction") === "down" ? "down" : "up";
    return runStaffAction(args, intent, () => api.post(`/admin/navigation/${id}/move`, { direction, expectedVersion }));
  }
  if (intent === "delete") {
    return runStaffAction(args, intent, () => api.post(`/admin/navigation/${id}/delete`, { expectedVersion }));
  }
  const names: Partial<Record<Locale, string>> = {};
  for (const lang of ALL_LOCALES) {
    const name = field(form, `name.${lang}`).trim();
    if (name) names[lang] = name;
  }
  const [kind, value] = field(form, "target").split(":");
  const target =
    kind === "category" ? { categoryId: Number(value) } : { page: value as (typeof NAVIGATION_PAGES)[number] };
  const body = { target, img: field(form, "img").trim() || null, names: names as { en: string } };
  const saved = await runStaffAction(args, "save", () =>
    id ? api.post(`/admin/navigation/${id}`, { ...body, expectedVersion }) : api.post("/admin/navigation", body),
  );
  if ("ok" in saved && saved.ok) return redirect(consoleHref.navigation({ saved: "1" }));
  return saved;
}

/** What an entry opens, named for staff. */
function useTargetName() {
  const { LL, locale } = useI18n();
  const N = LL.console.structure.navigation;
  return (target: string, categories: readonly ConsoleCategory[]) => {
    const page = NAVIGATION_PAGES.find((candidate) => candidate === target);
    if (page) return N.pages[page]();
    const category = categories.find((candidate) => String(candidate.id) === target);
    return N.category({ name: category ? categoryName(category, locale) : target });
  };
}

/** The header's entries in order, each with Left/Right (Up/Down), Edit and Remove. */
export default function ConsoleNavigationPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const N = S.navigation;
  const { entries, categories, editing, saved } = loaderData;
  const canWrite = useStaffCan("catalog.write");
  const result = useActionData<typeof action>();
  const targetName = useTargetName();
  const nameOf = (entry: ConsoleNavigationEntry) => entry.names[locale] ?? entry.names.en ?? entry.target;
  return (
    <>
      <StructurePageTop
        title={N.title()}
        lead={N.lead()}
        addLabel={N.add()}
        addHref={consoleHref.navigation({ edit: "new" })}
        canWrite={canWrite}
        result={result}
        saved={saved}
      >
        {editing ? (
          <NavigationEditor
            key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
            entry={editing === "new" ? null : editing}
            categories={categories}
            canWrite={canWrite}
          />
        ) : null}
      </StructurePageTop>
      {entries.length ? (
        <ol className="console-card console-tree">
          {entries.map((entry, index) => (
            <li key={entry.id} data-testid={`nav-${entry.target}`}>
              <div className="console-tree__row">
                <div className="console-tree__label">
                  {entry.img ? (
                    <img src={entry.img} alt="" width={28} height={28} className="console-nav-icon" />
                  ) : null}
                  <strong>{nameOf(entry)}</strong>
                  <br />
                  <span className="console-muted">{targetName(entry.target, categories)}</span>
                </div>
                <div className="console-inline">
                  <OrderButtons
                    id={entry.id}
                    version={entry.version}
                    name={nameOf(entry)}
                    first={index === 0}
                    last={index === entries.length - 1}
                    disabled={!canWrite}
                    removeLabel={canWrite ? S.remove() : undefined}
                  />
                  <Link to={consoleHref.navigation({ edit: String(entry.id) })} className="button">
                    {S.edit()}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="console-muted">{N.none()}</p>
      )}
    </>
  );
}

function NavigationEditor({
  entry,
  categories,
  canWrite,
}: {
  entry: ConsoleNavigationEntry | null;
  categories: readonly ConsoleCategory[];
  canWrite: boolean;
}) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const N = S.navigation;
  const languageName = (code: Locale) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  const isPage = NAVIGATION_PAGES.some((page) => page === entry?.target);
  const target = entry ? (isPage ? `page:${entry.target}` : `category:${entry.target}`) : "";
  const formId = "navigation-form";
  return (
    <section className="console-card" aria-labelledby="nav-editor-title" data-testid="navigation-editor">
      <h2 id="nav-editor-title" className="console-subtitle">
        {entry ? N.editing({ name: entry.names[locale] ?? entry.names.en ?? entry.target }) : N.creating()}
      </h2>
      <p className="console-muted">{N.imageHint()}</p>
      <ImageField form={formId} initial={entry?.img ?? null} disabled={!canWrite} />
      <Form method="post" id={formId} className="console-editor">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={entry?.id ?? ""} />
        <input type="hidden" name="version" value={entry?.version ?? ""} />
        <fieldset className="console-form" disabled={!canWrite}>
          <label className="field">
            <span className="field__label">{N.target()}</span>
            <select name="target" defaultValue={target} required className="field__input">
              {categories.map((category) => (
                <option key={category.id} value={`category:${category.id}`}>
                  {N.category({ name: categoryName(category, locale) })}
                </option>
              ))}
              {NAVIGATION_PAGES.map((page) => (
                <option key={page} value={`page:${page}`}>
                  {N.pages[page]()}
                </option>
              ))}
            </select>
          </label>
          {ALL_LOCALES.map((lang) => (
            <TextField
              key={lang}
              label={`${N.name()} (${languageName(lang)})`}
              name={`name.${lang}`}
              defaultValue={entry?.names[lang] ?? ""}
              placeholder={lang === "en" ? undefined : (entry?.names.en ?? undefined)}
              hint={lang !== "en" && entry && !entry.names[lang] ? S.fallback() : undefined}
              required={lang === "en"}
              maxLength={120}
            />
          ))}
        </fieldset>
        <EditorActions canWrite={canWrite} cancelHref={consoleHref.navigation()} />
      </Form>
    </section>
  );
}
