/**
 * Demo editorial content: 15 blog posts (2022-2026), 6 case studies, 4 knowledge-base articles
 * and the 8 static/solution pages. Post 10 ("treat-inbound-sms-as-untrusted-input", posts-b.ts)
 * carries a raw `<script>` line to prove stored HTML is rendered as text.
 */
import type { ImportContent } from "../../import/types";
import { articles } from "./articles";
import { cases } from "./cases";
import { companyPages } from "./pages-company";
import { solutionPages } from "./pages-solutions";
import { postsA } from "./posts-a";
import { postsB } from "./posts-b";
import { postsC } from "./posts-c";

export const content: ImportContent = {
  posts: [...postsA, ...postsB, ...postsC],
  cases,
  articles,
  pages: [...companyPages, ...solutionPages],
};
