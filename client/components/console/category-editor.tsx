import { Form } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { ConsoleCategory } from "../../../shared/console/structure";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { TextField } from "../ui/text-field";
import { ImageField } from "./image-field";
import { EditorActions } from "./structure-page";

/** The name staff read: their language's, else English. */
export function categoryName(category: ConsoleCategory, locale: Locale): string {
  return category.text[locale]?.name ?? category.text.en?.name ?? category.slug;
}

/** Ids under a category (its whole branch): it cannot move under any of them, nor under itself. */
function branchOf(categories: readonly ConsoleCategory[], id: number): Set<number> {
  const branch = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && branch.has(category.parentId) && !branch.has(category.id)) {
        branch.add(category.id);
        grew = true;
      }
    }
  }
  return branch;
}

/**
 * A category's fields: parent, slug, image, shown or hidden, and every language's name and
 * description (English required; an empty language shows the English text in the shop, whose
 * text the fields show as placeholders).
 */
export function CategoryEditor({
  category,
  categories,
  canWrite,
}: {
  category: ConsoleCategory | null;
  categories: readonly ConsoleCategory[];
  canWrite: boolean;
}) {
  const { LL, locale } = useI18n();
  const S = LL.console.structure;
  const C = S.categories;
  const languageName = (code: Locale) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  const excluded = category ? branchOf(categories, category.id) : new Set<number>();
  const parents = categories.filter((candidate) => !excluded.has(candidate.id));
  const english = category?.text.en;
  const formId = "category-form";
  return (
    <section className="console-card" aria-labelledby="category-editor-title" data-testid="category-editor">
      <h2 id="category-editor-title" className="console-subtitle">
        {category ? C.editing({ name: categoryName(category, locale) }) : C.creating()}
      </h2>
      <ImageField form={formId} initial={category?.img ?? null} disabled={!canWrite} />
      <Form method="post" id={formId} className="console-editor">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={category?.id ?? ""} />
        <input type="hidden" name="version" value={category?.version ?? ""} />
        <fieldset className="console-form" disabled={!canWrite}>
          <label className="field">
            <span className="field__label">{C.parent()}</span>
            <select name="parentId" defaultValue={category?.parentId ?? ""} className="field__input">
              <option value="">{C.topLevel()}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.parentId === null ? "" : "\u00a0\u00a0"}
                  {categoryName(parent, locale)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={C.slug()}
            name="slug"
            defaultValue={category?.slug ?? ""}
            required
            maxLength={80}
            dir="ltr"
          />
          <label className="console-check">
            <input type="checkbox" name="published" defaultChecked={category?.published ?? true} />
            <span>{S.showInShop()}</span>
          </label>
        </fieldset>
        {ALL_LOCALES.map((lang) => {
          const text = category?.text[lang];
          return (
            <fieldset key={lang} className="console-language-block" disabled={!canWrite} data-lang={lang}>
              <legend className="console-subtitle">{lang === "en" ? S.englishRequired() : languageName(lang)}</legend>
              {lang !== "en" && !text ? <p className="console-muted">{S.fallback()}</p> : null}
              <TextField
                label={`${C.name()} (${languageName(lang)})`}
                name={`name.${lang}`}
                defaultValue={text?.name ?? ""}
                placeholder={lang === "en" ? undefined : english?.name}
                required={lang === "en"}
                maxLength={120}
              />
              <label className="field">
                <span className="field__label">{`${C.description()} (${languageName(lang)})`}</span>
                <textarea
                  name={`description.${lang}`}
                  defaultValue={text?.description ?? ""}
                  placeholder={lang === "en" ? undefined : english?.description}
                  rows={2}
                  maxLength={2000}
                  className="field__input"
                />
              </label>
            </fieldset>
          );
        })}
        <EditorActions canWrite={canWrite} cancelHref={consoleHref.categories()} />
      </Form>
    </section>
  );
}
