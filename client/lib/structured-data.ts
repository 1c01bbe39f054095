import { minorUnitDigits } from "../../shared/format";

/**
 * schema.org JSON-LD builders (pure). Each returns one node with its @context; pages hand them to
 * `seoMeta({ jsonLd: [...] })`, which writes each into a <script type="application/ld+json">
 * (React Router escapes "<" inside it). Every URL passed in must be absolute.
 */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org" as const;

/** ISO 8601 of an epoch-ms time (what datePublished and friends expect). */
export function isoDate(time: number): string {
  return new Date(time).toISOString();
}

/** Minor units as the decimal string schema.org prices use: 129900 USD → "1299.00". */
export function decimalPrice(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string;
  description?: string;
}

export function organizationLd({ name, url, logo, description }: OrganizationInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(description ? { description } : {}),
  };
}

/** Home › Section › Page: the trail as shown on the page, each step with its absolute URL. */
export function breadcrumbLd(items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface ArticleInput {
  url: string;
  headline: string;
  description?: string;
  image?: string | null;
  datePublished: number;
  dateModified?: number;
  authorName?: string;
  publisher: { name: string; logo?: string };
  /** The language the text is in (a fallback text is in English even on another host). */
  inLanguage: string;
}

function articleNode(type: "BlogPosting" | "Article", input: ArticleInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": type,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    url: input.url,
    // Google shows at most 110 characters of a headline.
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    ...(input.authorName ? { author: { "@type": "Person", name: input.authorName } } : {}),
    publisher: {
      "@type": "Organization",
      name: input.publisher.name,
      ...(input.publisher.logo ? { logo: { "@type": "ImageObject", url: input.publisher.logo } } : {}),
    },
    inLanguage: input.inLanguage,
  };
}

/** A blog post. */
export function blogPostingLd(input: ArticleInput): JsonLd {
  return articleNode("BlogPosting", input);
}

/** A case study or knowledge-base article. */
export function articleLd(input: ArticleInput): JsonLd {
  return articleNode("Article", input);
}

export type Availability = "InStock" | "OutOfStock" | "PreOrder" | "BackOrder" | "Discontinued";

export interface ProductInput {
  url: string;
  name: string;
  description: string;
  images: readonly string[];
  sku: string;
  /** The price a buyer pays now (the lowest effective SKU price), minor units. */
  priceMinor: number;
  /** With several SKUs: the highest price and how many there are (an AggregateOffer). */
  highPriceMinor?: number;
  offerCount?: number;
  currency: string;
  availability: Availability;
  ratingAverage?: number | null;
  ratingCount?: number;
  brand?: string;
}

/** A product with its offer(s) and, when it has reviews, its aggregate rating. */
export function productLd(input: ProductInput): JsonLd {
  const availability = `https://schema.org/${input.availability}`;
  const aggregate = input.offerCount !== undefined && input.offerCount > 1 && input.highPriceMinor !== undefined;
  const offers = aggregate
    ? {
        "@type": "AggregateOffer",
        url: input.url,
        priceCurrency: input.currency,
        lowPrice: decimalPrice(input.priceMinor, input.currency),
        highPrice: decimalPrice(input.highPriceMinor!, input.currency),
        offerCount: input.offerCount,
        availability,
      }
    : {
        "@type": "Offer",
        url: input.url,
        priceCurrency: input.currency,
        price: decimalPrice(input.priceMinor, input.currency),
        availability,
        itemCondition: "https://schema.org/NewCondition",
      };
  // Google rejects a rating without reviews: the rating is left out until there is one.
  const rated = input.ratingAverage != null && (input.ratingCount ?? 0) > 0;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: input.name,
    description: input.description,
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    sku: input.sku,
    url: input.url,
    brand: { "@type": "Brand", name: input.brand ?? "Portline" },
    offers,
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: input.ratingAverage,
            reviewCount: input.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
