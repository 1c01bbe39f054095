import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../client/lib/markdown.server";

describe("renderMarkdown (raw HTML disabled)", () => {
  it("shows raw HTML as text, never as markup", () => {
    const html = renderMarkdown('Reply received:\n\n<script>alert("xss")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("drops dangerous link protocols", () => {
    expect(renderMarkdown("[click](javascript:alert(1))")).toBe('<p><a href="">click</a></p>');
  });

  it("renders GitHub tables, strikethrough and fenced code; tables and code blocks take the focus", () => {
    const html = renderMarkdown(
      "| If you... | Choose |\n|---|---|\n| prototype | Modem pool |\n\n~~old~~\n\n```text\nbind_transceiver\n```",
    );
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain("<th>If you...</th>");
    expect(html).toContain("<td>Modem pool</td>");
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<pre tabindex="0"><code class="language-text">bind_transceiver\n</code></pre>');
  });
});
