import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { dirForLang } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { MarkdownHtml } from "../ui/markdown-html";

/** How long typing pauses before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

/**
 * A markdown textarea with its preview beside it, rendered on the server by the storefront's own
 * pipeline (raw HTML shown as text): the route's action answers `{ html }` for intent=preview.
 */
export function MarkdownField({
  name,
  label,
  lang,
  defaultValue,
  initialHtml,
}: {
  name: string;
  label: string;
  lang: string;
  defaultValue: string;
  initialHtml: string;
}) {
  const { LL } = useI18n();
  const T = LL.console.editing.content;
  const id = useId();
  const preview = useFetcher<{ html?: string }>();
  const [html, setHtml] = useState(initialHtml);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (typeof preview.data?.html === "string") setHtml(preview.data.html);
  }, [preview.data]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(markdown: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void preview.submit({ intent: "preview", markdown }, { method: "post" });
    }, PREVIEW_DELAY_MS);
  }

  return (
    <div className="console-markdown">
      <label className="field" htmlFor={id}>
        <span className="field__label">{label}</span>
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={14}
          lang={lang}
          dir={dirForLang(lang) ?? "auto"}
          className="field__input console-markdown__source"
          onChange={(event) => schedule(event.currentTarget.value)}
        />
      </label>
      <section className="console-markdown__preview" aria-label={T.preview()} aria-busy={preview.state !== "idle"}>
        <h3 className="console-muted">{T.preview()}</h3>
        {html ? (
          <div lang={lang} dir={dirForLang(lang)} data-testid={`preview-${lang}`}>
            <MarkdownHtml html={html} />
          </div>
        ) : (
          <p className="console-muted">{T.previewEmpty()}</p>
        )}
      </section>
    </div>
  );
}
