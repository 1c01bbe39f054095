import type { BaseTranslation } from "../i18n-types";

/** UI text of the content pages (en). */
const content = {
  api: {
    postNotFound: "No blog post with id {id}.",
    caseNotFound: "No case study with id {id}.",
    articleNotFound: "No article with id {id}.",
    pageNotFound: "No page “{slug}”.",
  },
  blog: {
    yearFilter: "Filter posts by year",
    allYears: "All years",
    yearTitle: "Blog posts from {year}",
    postedBy: "By {author}",
    empty: "No posts here yet.",
    guides: "Guides",
    guidesLead: "Step-by-step help for setting up and running your hardware.",
    postNavigation: "More posts",
    olderPost: "Older post",
    newerPost: "Newer post",
  },
  case: {
    atAGlance: "At a glance",
    customer: "Customer",
    industry: "Industry",
    region: "Region",
    empty: "No case studies yet.",
  },
  related: {
    post: "Products in this post",
    case: "Products in this project",
    article: "Products this guide covers",
    about: "Our flagship products",
    solution: "Products that solve it",
  },
  share: {
    title: "Share this page",
    qrLabel: "QR code with the link to this page",
    hint: "Scan to open this page on your phone.",
  },
  solution: {
    facts: "Portline in numbers",
    allSolutions: "Other solutions",
  },
  languageFallback: "This text is not yet available in your language, so it is shown in English.",
  partialLanguageFallback: "Some of this content is not yet available in your language, so it is shown in English.",
} satisfies BaseTranslation;

export default content;
