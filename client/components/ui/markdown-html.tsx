/** HTML produced by `renderMarkdown` (escaped markdown, never raw user HTML). */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML; this is its output
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
