import { Form, Link, redirect, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { ConsoleSpecOption } from "../../../shared/console/structure";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import type { Route } from "./+types/spec-options";
import { OrderButtons } from "../../components/console/order-buttons";
import { EditorActions, StructurePageTop } from "../../components/console/structure-page";
import { TextField } from "../../components/ui/text-field";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const options = await args.context.api.get("/admin/spec-options").catch((error) => handleStaffError(args, error));
  const params = new URL(args.request.url).searchParams;
  const edit = params.get("edit");
  const editing = edit === "new" ? ("new" as const) : (options.find((option) => String(option.id) === edit) ?? null);
  return { options, editing, saved: params.has("saved") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.structure.specOptions.title(), noIndex: true }));

/** An option's save (new or at its version), a step up or down, or a delete. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const api = args.context.api;
  const id = Number(field(form, "id"));
  const expectedVersion = Number(field(form, "version"));
  if (intent === "move") {
    const direction = field(form, "direction") === "down" ? "down" : "up";
    return runStaffAction(args, intent, () =>
      api.post(`/admin/spec-options/${id}/move`, { direction, expectedVersion }),
    );
  }
  if (intent === "delete") {
    return runStaffAction(args, intent, () => api.post(`/admin/spec-options/${id}/delete`, { expectedVersion }));
  }
  const translations: Partial<Record<Exclude<Locale, "en">, string>> = {};
  for (const lang of ALL_LOCALES) {
    const name = field(form, `name.${lang}`).trim();
    if (lang !== "en" && name) translations[lang] = name;
  }
  const body = { name: field(form, "name.en").trim(), published: form.get("published") === "on", translations };
  const saved = await runStaffAction(args, "save", () =>
    id ? api.post(`/admin/spec-options/${id}`, { ...body, expectedVersion }) : api.post("/admin/spec-options", body),
  );
  if ("ok" in saved && saved.ok) return redirect(consoleHref.specOptions({ saved: "1" }));
  return saved;
}

/** The options in the filter's order: names, SKUs using each, shown or hidden; Up/Down, Edit, Delete. */
export default function ConsoleSpecOptionsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const O = S.specOptions;
  const { options, editing, saved } = loaderData;
  const canWrite = useStaffCan("catalog.write");
  const result = useActionData<typeof action>();
  const nameOf = (option: ConsoleSpecOption) => option.translations[locale] ?? option.name;
  return (
    <>
      <StructurePageTop
        title={O.title()}
        lead={O.lead()}
        addLabel={O.add()}
        addHref={consoleHref.specOptions({ edit: "new" })}
        canWrite={canWrite}
        result={result}
        saved={saved}
      >
        {editing ? (
          <SpecOptionEditor
            key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
            option={editing === "new" ? null : editing}
            canWrite={canWrite}
          />
        ) : null}
      </StructurePageTop>
      {options.length ? (
        <ol className="console-card console-tree">
          {options.map((option, index) => (
            <li key={option.id} data-testid={`option-${option.id}`}>
              <div className="console-tree__row">
                <div className="console-tree__label">
                  <strong>{nameOf(option)}</strong>{" "}
                  <span className={`console-badge console-badge--${option.published ? "published" : "draft"}`}>
                    {option.published ? S.shown() : S.hidden()}
                  </span>
                  <br />
                  <span className="console-muted">{O.skus({ count: option.skus })}</span>
                </div>
                <div className="console-inline">
                  <OrderButtons
                    id={option.id}
                    version={option.version}
                    name={nameOf(option)}
                    first={index === 0}
                    last={index === options.length - 1}
                    disabled={!canWrite}
                    removeLabel={canWrite ? S.delete() : undefined}
                  />
                  <Link to={consoleHref.specOptions({ edit: String(option.id) })} className="button">
                    {S.edit()}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="console-muted">{O.none()}</p>
      )}
    </>
  );
}

function SpecOptionEditor({ option, canWrite }: { option: ConsoleSpecOption | null; canWrite: boolean }) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const O = S.specOptions;
  const languageName = (code: Locale) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  return (
    <section className="console-card" aria-labelledby="option-editor-title" data-testid="option-editor">
      <h2 id="option-editor-title" className="console-subtitle">
        {option ? O.editing({ name: option.translations[locale] ?? option.name }) : O.creating()}
      </h2>
      <Form method="post" className="console-editor">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={option?.id ?? ""} />
        <input type="hidden" name="version" value={option?.version ?? ""} />
        <fieldset className="console-form" disabled={!canWrite}>
          {ALL_LOCALES.map((lang) => (
            <TextField
              key={lang}
              label={`${O.name()} (${languageName(lang)})`}
              name={`name.${lang}`}
              defaultValue={lang === "en" ? (option?.name ?? "") : (option?.translations[lang] ?? "")}
              placeholder={lang === "en" ? undefined : option?.name}
              hint={lang !== "en" && option && !option.translations[lang] ? S.fallback() : undefined}
              required={lang === "en"}
              maxLength={60}
            />
          ))}
          <label className="console-check">
            <input type="checkbox" name="published" defaultChecked={option?.published ?? true} />
            <span>{O.inFilter()}</span>
          </label>
        </fieldset>
        <EditorActions canWrite={canWrite} cancelHref={consoleHref.specOptions()} />
      </Form>
    </section>
  );
}
