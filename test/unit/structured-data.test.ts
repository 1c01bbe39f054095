import { describe, expect, it } from "vitest";
import {
  articleLd,
  blogPostingLd,
  breadcrumbLd,
  decimalPrice,
  organizationLd,
  productLd,
} from "../../client/lib/structured-data";

describe("JSON-LD builders", () => {
  it("describe the shop as an Organization", () => {
    expect(
      organizationLd({ name: "Portline", url: "https://shop.example/", logo: "https://shop.example/images/logo.svg" }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Portline",
      url: "https://shop.example/",
      logo: "https://shop.example/images/logo.svg",
    });
  });

  it("number a BreadcrumbList from 1", () => {
    const list = breadcrumbLd([
      { name: "Home", url: "https://shop.example/" },
      { name: "Blog", url: "https://shop.example/blog" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://shop.example/blog" },
    ]);
  });

  it("date a BlogPosting in ISO 8601 and name its author, publisher and language", () => {
    const post = blogPostingLd({
      url: "https://shop.example/blog/10",
      headline: "Treat inbound SMS as untrusted input",
      description: "Anyone can text your SIM cards.",
      image: "https://shop.example/images/blog/x.svg",
      datePublished: Date.parse("2025-02-11T00:00:00Z"),
      authorName: "Lukas Brandt",
      publisher: { name: "Portline", logo: "https://shop.example/images/logo.svg" },
      inLanguage: "en",
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://shop.example/blog/10" },
      datePublished: "2025-02-11T00:00:00.000Z",
      dateModified: "2025-02-11T00:00:00.000Z",
      author: { "@type": "Person", name: "Lukas Brandt" },
      publisher: {
        "@type": "Organization",
        name: "Portline",
        logo: { "@type": "ImageObject", url: "https://shop.example/images/logo.svg" },
      },
      image: ["https://shop.example/images/blog/x.svg"],
      inLanguage: "en",
    });
    const long = articleLd({
      url: "u",
      headline: "x".repeat(200),
      datePublished: 0,
      publisher: { name: "P" },
      inLanguage: "zh-CN",
    });
    expect(long["@type"]).toBe("Article");
    expect((long.headline as string).length).toBe(110);
    expect(long).not.toHaveProperty("image");
  });

  it("build a Product with its offer in decimal price, brand Portline and rating", () => {
    const product = productLd({
      url: "https://shop.example/product/3",
      name: "SG32-4G LTE SMS Gateway",
      description: "32 LTE channels.",
      images: ["https://shop.example/images/goods/sg32-1.svg"],
      sku: "SG32-4G",
      priceMinor: 129_900,
      currency: "USD",
      availability: "InStock",
      ratingAverage: 4.6,
      ratingCount: 12,
    });
    expect(product).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "SG32-4G LTE SMS Gateway",
      description: "32 LTE channels.",
      image: ["https://shop.example/images/goods/sg32-1.svg"],
      sku: "SG32-4G",
      url: "https://shop.example/product/3",
      brand: { "@type": "Brand", name: "Portline" },
      offers: {
        "@type": "Offer",
        url: "https://shop.example/product/3",
        priceCurrency: "USD",
        price: "1299.00",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(JSON.parse(JSON.stringify(product))).toEqual(product);
  });

  it("use an AggregateOffer for several SKUs and leave out a rating without reviews", () => {
    const product = productLd({
      url: "u",
      name: "n",
      description: "d",
      images: [],
      sku: "s",
      priceMinor: 50_000,
      highPriceMinor: 90_000,
      offerCount: 3,
      currency: "JPY",
      availability: "OutOfStock",
      ratingAverage: null,
      ratingCount: 0,
    });
    expect(product.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: "50000",
      highPrice: "90000",
      offerCount: 3,
      availability: "https://schema.org/OutOfStock",
    });
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product).not.toHaveProperty("image");
  });

  it("write prices in the currency's minor unit", () => {
    expect(decimalPrice(129_900, "USD")).toBe("1299.00");
    expect(decimalPrice(5, "USD")).toBe("0.05");
    expect(decimalPrice(1500, "JPY")).toBe("1500");
    expect(decimalPrice(1234, "KWD")).toBe("1.234");
  });
});
