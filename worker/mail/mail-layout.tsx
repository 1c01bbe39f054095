import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server.node";
import { LOCALE_TAGS, textDirection, type Locale } from "../../shared/locale";

/** One label and its value (a total, a bank detail, a line of the address). */
export interface MailRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** What every mail is made of: the HTML and the text part are both rendered from it. */
export interface MailContent {
  locale: Locale;
  siteName: string;
  subject: string;
  greeting?: string;
  heading: string;
  paragraphs: string[];
  /** Ordered lines: product and version, quantity, amount. */
  lines?: { name: string; detail: string; amount: string }[];
  /** Groups of rows, each with an optional title (the totals, the bank account, the address). */
  groups?: { title?: string; rows: MailRow[] }[];
  action?: { label: string; href: string };
  /** Further links, one a line (the digest's ways into the console). */
  links?: { label: string; href: string }[];
  afterword?: string[];
  footer: string;
  /** An optional mail's unsubscribe link, under the footer. */
  unsubscribe?: { label: string; href: string };
}

const page: CSSProperties = { margin: 0, padding: 0, background: "#f3f5f8" };
const card: CSSProperties = {
  maxWidth: 600,
  margin: "0 auto",
  padding: "24px 16px",
  background: "#ffffff",
  fontFamily: "Arial, Helvetica, sans-serif",
  fontSize: 15,
  lineHeight: 1.5,
  color: "#1c2430",
  overflowWrap: "anywhere",
};
const brand: CSSProperties = { fontSize: 18, fontWeight: 700, color: "#0b5cab", margin: "0 0 16px" };
const heading: CSSProperties = { fontSize: 22, lineHeight: 1.3, margin: "0 0 12px" };
const table: CSSProperties = { width: "100%", borderCollapse: "collapse", tableLayout: "fixed", margin: "12px 0" };
const cell: CSSProperties = { padding: "6px 0", borderBottom: "1px solid #e3e7ee", verticalAlign: "top" };
const end: CSSProperties = { ...cell, textAlign: "end", width: "50%" };
const muted: CSSProperties = { color: "#5b6675", fontSize: 13 };
const button: CSSProperties = {
  display: "inline-block",
  padding: "12px 20px",
  background: "#0b5cab",
  color: "#ffffff",
  textDecoration: "none",
  borderRadius: 6,
  fontWeight: 700,
};

function MailDocument({ content }: { content: MailContent }) {
  return (
    <html lang={LOCALE_TAGS[content.locale]} dir={textDirection(content.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={page}>
        <div style={card}>
          <p style={brand}>{content.siteName}</p>
          <h1 style={heading}>{content.heading}</h1>
          {content.greeting ? <p>{content.greeting}</p> : null}
          {content.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {content.lines?.length ? (
            <table style={table} role="presentation">
              <tbody>
                {content.lines.map((line, index) => (
                  <tr key={`${index}-${line.name}`}>
                    <td style={cell}>
                      <strong>{line.name}</strong>
                      <br />
                      <span style={muted}>{line.detail}</span>
                    </td>
                    <td style={end}>{line.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {content.groups?.map((group, index) => (
            <table key={group.title ?? index} style={table} role="presentation">
              <tbody>
                {group.title ? (
                  <tr>
                    <th colSpan={2} style={{ ...cell, textAlign: "start" }}>
                      {group.title}
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((row) =>
                  row.label ? (
                    <tr key={`${row.label}-${row.value}`}>
                      <td style={cell}>{row.label}</td>
                      <td style={{ ...end, fontWeight: row.strong ? 700 : 400 }}>{row.value}</td>
                    </tr>
                  ) : (
                    <tr key={row.value}>
                      <td colSpan={2} style={cell}>
                        {row.value}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          ))}
          {content.action ? (
            <p style={{ margin: "20px 0" }}>
              <a href={content.action.href} style={button}>
                {content.action.label}
              </a>
            </p>
          ) : null}
          {content.links?.map((link) => (
            <p key={link.href} style={{ margin: "6px 0" }}>
              <a href={link.href} style={{ color: "#0b5cab" }}>
                {link.label}
              </a>
            </p>
          ))}
          {content.afterword?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p style={{ ...muted, marginTop: 24 }}>{content.footer}</p>
          {content.unsubscribe ? (
            <p style={muted}>
              <a href={content.unsubscribe.href} style={{ color: "#5b6675" }}>
                {content.unsubscribe.label}
              </a>
            </p>
          ) : null}
        </div>
      </body>
    </html>
  );
}

/** The HTML part: a document with inline styles only (mail clients drop stylesheets), one column. */
export function renderMailHtml(content: MailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument content={content} />)}`;
}

/** The text part: the same content as plain lines. */
export function renderMailText(content: MailContent): string {
  const blocks: string[] = [content.siteName, content.heading];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.lines?.length) {
    blocks.push(content.lines.map((line) => `- ${line.name} (${line.detail}): ${line.amount}`).join("\n"));
  }
  for (const group of content.groups ?? []) {
    const rows = group.rows.map((row) => (row.label ? `${row.label}: ${row.value}` : row.value));
    blocks.push((group.title ? [group.title, ...rows] : rows).join("\n"));
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.href}`);
  if (content.links?.length) blocks.push(content.links.map((link) => `${link.label}: ${link.href}`).join("\n"));
  blocks.push(...(content.afterword ?? []), `--\n${content.footer}`);
  if (content.unsubscribe) blocks.push(`${content.unsubscribe.label}: ${content.unsubscribe.href}`);
  return `${blocks.join("\n\n")}\n`;
}
