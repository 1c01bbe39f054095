import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { CONTENT_KINDS, type ContentItem, type ContentKind, type ContentText } from "../../../shared/console/content";
import { consoleHref } from "../../../shared/console/hrefs";
import { fromWallTime } from "../../../shared/console/zoned-time";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import type { Route } from "./+types/content.$kind.$";
import { FileUploadForm } from "../../components/console/file-upload-form";
import { MarkdownField } from "../../components/console/markdown-field";
import { PublishTimeField } from "../../components/console/publish-time-field";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { renderMarkdown } from "../../lib/markdown.server";
import { seoMeta } from "../../lib/seo";

function kindOf(raw: string | undefined): ContentKind {
  if (!CONTENT_KINDS.includes(raw as ContentKind)) throw data(null, { status: 404 });
  return raw as ContentKind;
}

const blank = (kind: ContentKind): ContentItem => ({
  kind,
  id: "new",
  slug: "",
  cover: null,
  author: "",
  publishedAt: new Date().toISOString(),
  draft: true,
  productIds: [],
  text: {},
  updatedAt: new Date().toISOString(),
});

export async function loader(args: Route.LoaderArgs) {
  const kind = kindOf(args.params.kind);
  const id = args.params["*"] ?? "";
  const item =
    id === "new" && kind !== "page"
      ? blank(kind)
      : await args.context.api.get(`/admin/content/${kind}/${id}`).catch((error) => handleStaffError(args, error));
  // The previews as the shop renders them, before any typing.
  const previews = Object.fromEntries(
    Object.entries(item.text).map(([lang, text]) => [lang, text ? renderMarkdown(text.bodyMd) : ""]),
  ) as Partial<Record<Locale, string>>;
  return { item, previews };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: args.data?.item.text.en
      ? LL.console.editing.content.editTitle({ title: args.data.item.text.en.title })
      : LL.console.editing.content.newTitle(),
    noIndex: true,
  }));

/** The form's languages: those with a title are saved; the others fall back to English. */
function textsFromForm(form: FormData, kind: ContentKind): Partial<Record<Locale, ContentText>> {
  const texts: Partial<Record<Locale, ContentText>> = {};
  for (const lang of ALL_LOCALES) {
    const title = field(form, `${lang}.title`).trim();
    if (!title) continue;
    texts[lang] = {
      title,
      summary: field(form, `${lang}.summary`),
      bodyMd: field(form, `${lang}.bodyMd`),
      ...(kind === "case"
        ? {
            customer: field(form, `${lang}.customer`),
            industry: field(form, `${lang}.industry`),
            region: field(form, `${lang}.region`),
          }
        : {}),
    };
  }
  return texts;
}

export async function action(args: Route.ActionArgs) {
  const kind = kindOf(args.params.kind);
  const id = args.params["*"] ?? "";
  const form = await readForm(args);
  if (field(form, "intent") === "preview") return { html: renderMarkdown(field(form, "markdown").slice(0, 100_000)) };
  const productIds = field(form, "productIds")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const text = textsFromForm(form, kind);
  // Entered on the browser's clock (its zone comes along), stored in UTC; a bad value is the API's to refuse.
  const wall = field(form, "publishedAt");
  const publishedAt = fromWallTime(wall, field(form, "timeZone") || "UTC") ?? wall;
  const draft = field(form, "draft") === "on";
  const result = await runStaffAction(args, "save", () =>
    kind === "page"
      ? args.context.api.post(`/admin/content/page/${id}`, {
          productIds: productIds,
          text: text as never,
          draft,
          publishedAt,
        })
      : args.context.api.post(id === "new" ? `/admin/content/${kind}` : `/admin/content/${kind}/${id}`, {
          slug: field(form, "slug"),
          cover: field(form, "cover") || null,
          author: field(form, "author"),
          publishedAt,
          draft,
          productIds: productIds,
          text: text as never,
        }),
  );
  if (id === "new" && "ok" in result && result.ok) {
    return redirect(consoleHref.contentItem(kind, (result.data as { id: string }).id));
  }
  return result;
}

/** One item in every language: English first and required, the others fall back to it. */
export default function ConsoleContentEditor({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const T = LL.console.editing.content;
  const { item, previews } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const saving = useNavigation().state === "submitting";
  const [cover, setCover] = useState(item.cover ?? "");
  const isPage = item.kind === "page";
  const english = item.text.en;
  return (
    <>
      <PageHeader title={english ? T.editTitle({ title: english.title }) : T.newTitle()} />
      <p className="console-actions">
        <Link to={consoleHref.content(item.kind)}>{T.back()}</Link>
        {isPage ? (
          // Staff see a draft or scheduled page as the shop will show it.
          <a href={`/${item.slug}?preview=1`} target="_blank" rel="noopener">
            {T.previewPage()}
          </a>
        ) : null}
      </p>
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={answer?.ok ? T.saved() : null} />
      {isPage ? null : (
        <section className="console-card" aria-label={T.cover()}>
          {cover ? <img src={cover} alt={T.cover()} width={160} height={90} className="console-cover" /> : null}
          <FileUploadForm fileRole="cover" onUploaded={setCover} />
        </section>
      )}
      <Form method="post" className="console-editor console-card" data-testid="content-form">
        {isPage ? null : (
          <div className="console-editor__fields">
            <label className="field">
              <span className="field__label">{T.slug()}</span>
              <input name="slug" required defaultValue={item.slug} maxLength={120} className="field__input" />
            </label>
            <label className="field">
              <span className="field__label">{T.cover()}</span>
              <input
                name="cover"
                value={cover}
                onChange={(event) => setCover(event.currentTarget.value)}
                placeholder={T.coverNone()}
                className="field__input"
              />
            </label>
            {item.kind === "blog" ? (
              <label className="field">
                <span className="field__label">{T.author()}</span>
                <input name="author" defaultValue={item.author} maxLength={80} className="field__input" />
              </label>
            ) : null}
          </div>
        )}
        <div className="console-editor__fields">
          {/* A page live from the start has no publish time: its last change stands in (a past time). */}
          <PublishTimeField name="publishedAt" iso={item.publishedAt ?? item.updatedAt} />
          <label className="field field--inline">
            <input type="checkbox" name="draft" defaultChecked={item.draft} />
            <span>{T.draft()}</span>
          </label>
        </div>
        <label className="field">
          <span className="field__label">{T.products()}</span>
          <input
            name="productIds"
            defaultValue={item.productIds.join(", ")}
            inputMode="numeric"
            pattern="[0-9, ]*"
            className="field__input"
          />
        </label>
        {ALL_LOCALES.map((lang) => {
          const text = item.text[lang];
          return (
            <details key={lang} open={lang === "en" || undefined} className="console-language" data-lang={lang}>
              <summary>
                {LL.language[lang]()} {text || lang === "en" ? "" : `— ${T.fallback()}`}
              </summary>
              {!text && english ? (
                <p className="console-muted">
                  {T.english()}:{" "}
                  <span lang="en" dir="ltr">
                    {english.title}
                  </span>
                </p>
              ) : null}
              <label className="field">
                <span className="field__label">{T.fieldTitle()}</span>
                <input
                  name={`${lang}.title`}
                  required={lang === "en"}
                  defaultValue={text?.title ?? ""}
                  maxLength={200}
                  lang={lang}
                  dir="auto"
                  className="field__input"
                />
              </label>
              <label className="field">
                <span className="field__label">{isPage ? T.description() : T.summary()}</span>
                <textarea
                  name={`${lang}.summary`}
                  defaultValue={text?.summary ?? ""}
                  rows={2}
                  maxLength={1000}
                  lang={lang}
                  dir="auto"
                  className="field__input"
                />
              </label>
              {item.kind === "case"
                ? (["customer", "industry", "region"] as const).map((part) => (
                    <label key={part} className="field">
                      <span className="field__label">{T[part]()}</span>
                      <input
                        name={`${lang}.${part}`}
                        defaultValue={text?.[part] ?? ""}
                        maxLength={120}
                        lang={lang}
                        dir="auto"
                        className="field__input"
                      />
                    </label>
                  ))
                : null}
              <MarkdownField
                name={`${lang}.bodyMd`}
                label={T.body()}
                lang={lang}
                defaultValue={text?.bodyMd ?? ""}
                initialHtml={previews[lang] ?? ""}
              />
            </details>
          );
        })}
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
          {T.save()}
        </button>
      </Form>
    </>
  );
}
