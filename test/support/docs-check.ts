import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A link of a Markdown file: where it points, as written. */
export type DocLink = { file: string; target: string };

/** Inline links and images (`[text](target)`, `![alt](target)`) outside code spans and fences. */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] as string);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings. */
export function anchorsOf(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => headingAnchor(match[1] as string)));
}

/**
 * The links of `files` (paths relative to `root`) that do not resolve: a relative path to no file
 * or folder of the repository, or an anchor no heading of its Markdown file makes. Web addresses
 * and mail links are not followed.
 */
export function brokenLinks(
  root: string,
  files: string[],
  read = (file: string) => readFileSync(path.join(root, file), "utf8"),
): DocLink[] {
  const broken: DocLink[] = [];
  for (const file of files) {
    for (const target of markdownLinks(read(file))) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [where = "", anchor] = target.split("#");
      const resolved = where === "" ? file : path.normalize(path.join(path.dirname(file), decodeURI(where)));
      if (resolved.startsWith("..") || !existsSync(path.join(root, resolved))) {
        broken.push({ file, target });
        continue;
      }
      if (anchor && resolved.endsWith(".md") && !anchorsOf(read(resolved)).has(anchor.toLowerCase())) {
        broken.push({ file, target });
      }
    }
  }
  return broken;
}

/** The Markdown files of the repository's documentation: README, CONTRIBUTING and docs/. */
export function documentationFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const file = path.join(folder, name);
      if (statSync(path.join(root, file)).isDirectory()) return walk(file);
      return name.endsWith(".md") ? [file] : [];
    });
  return ["README.md", "CONTRIBUTING.md", ...walk("docs")];
}

/** The text of a section (`## title` up to the next heading of that level). */
export function section(markdown: string, title: string): string {
  const start = markdown.search(new RegExp(`^## ${title}\\s*$`, "m"));
  if (start < 0) return "";
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The folders directly inside `folder` that hold tracked code (not generated or dot folders). */
export function topLevelFolders(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !entry.name.startsWith("+"))
    .map((entry) => entry.name)
    .sort();
}

/** The folders of `folders` the Layout text does not name as `name/`. */
export function unnamedFolders(layout: string, folders: string[]): string[] {
  return folders.filter(
    (name) => !new RegExp(`(^|[\\s(,])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`, "m").test(layout),
  );
}

/** The lines of the Layout's code block that describe `top/`: from its line to the next top folder's. */
export function layoutOf(layout: string, top: string): string {
  const lines = layout.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${top}/`));
  if (start < 0) return "";
  const end = lines.findIndex((line, index) => index > start && /^[a-z][\w.-]*\/|^```/.test(line));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join("\n")
    .slice(top.length + 1);
}
