import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";

/**
 * Markdown to HTML, on the server only (loaders), so micromark never ships to the browser. Raw HTML
 * in the source is escaped and shown as text (raw HTML is disabled), and `javascript:` style
 * links are dropped by micromark's URL sanitising. GitHub's extensions add the tables,
 * strikethrough, task lists and autolinks the posts and product texts use.
 */
export function renderMarkdown(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = micromark(markdown, {
      allowDangerousHtml: false,
      allowDangerousProtocol: false,
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    }).replace(SCROLLERS, '<$1 tabindex="0">');
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    rendered.set(markdown, html);
  }
  return html;
}

/**
 * Tables and code blocks scroll sideways when wide, so they take the focus and the arrow keys scroll
 * them. (With raw HTML escaped, every such tag here is micromark's own.)
 */
const SCROLLERS = /<(table|pre)>/g;

/**
 * Recently rendered texts, per isolate: the same product and post texts are rendered again and
 * again, and the result depends on the text alone. Oldest first out.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 500;
