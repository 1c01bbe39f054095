import { Form, Link, useActionData, useNavigation } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { ALL_LOCALES, isLocale, type Locale } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import type { Route } from "./+types/products.$id";
import { CategoryOptions } from "../../components/console/category-options";
import { ProductSkuFields } from "../../components/console/product-sku-fields";
import { RelatedProducts } from "../../components/console/related-products";
import { ProductCompareFields, ProductSectionFields } from "../../components/console/product-section-fields";
import { ProductTextFields } from "../../components/console/product-text-fields";
import { ProductTradeFields } from "../../components/console/product-trade-fields";
import { StockAdjustForm } from "../../components/console/stock-adjust-form";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { TextField } from "../../components/ui/text-field";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { notFound } from "../../lib/guards";
import { useI18n } from "../../lib/i18n";
import { productSaveFromForm } from "../../lib/product-form";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { ReadOnlyNotice } from "../../components/console/read-only-notice";

/** The language whose text the editor shows (`?lang=`), English by default. */
function editedLanguage(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get("lang");
  return isLocale(lang) ? lang : "en";
}

async function loadProduct(args: { params: { id: string }; request: Request; context: Route.LoaderArgs["context"] }) {
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) notFound(args.request);
  return args.context.api.get(`/admin/products/${id}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(args.request);
    return handleStaffError(args, error);
  });
}

export async function loader(args: Route.LoaderArgs) {
  const api = args.context.api;
  const id = Number(args.params.id);
  // `?related=`: products found for the related products picker.
  const query = new URL(args.request.url).searchParams.get("related")?.trim().slice(0, 100) ?? "";
  const [product, categories, options, related, found] = await Promise.all([
    loadProduct(args),
    api.get("/goods/category/list"),
    // Every option, hidden ones too (a SKU may still be sold in one).
    api.get("/admin/spec-options").catch((error) => handleStaffError(args, error)),
    api.get(`/admin/related/products/${id}`).catch((error) => handleStaffError(args, error)),
    query ? api.get("/admin/products", { query: { q: query } }).catch((error) => handleStaffError(args, error)) : null,
  ]);
  const specOptions = options.map((option) => ({ id: option.id, name: option.name }));
  return {
    product,
    categories,
    specOptions,
    related,
    relatedQuery: query,
    found: found?.list ?? null,
    lang: editedLanguage(args.request),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: LL.console.catalogue.editor.title({ name: args.data?.product.text.en?.name ?? args.params.id }),
    noIndex: true,
  }));

/** A save of the whole form at the version shown, or a stock adjustment of one SKU. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const api = args.context.api;
  if (intent === "related") {
    const ids = field(form, "ids").split(",").filter(Boolean).map(Number);
    return runStaffAction(args, intent, () =>
      api.post(`/admin/related/products/${Number(args.params.id)}`, {
        ids,
        expectedVersion: Number(field(form, "version")),
      }),
    );
  }
  if (intent === "stock") {
    return runStaffAction(args, intent, () =>
      api.post(`/admin/skus/${Number(field(form, "skuId"))}/stock`, {
        delta: Number(field(form, "delta")),
        reason: field(form, "reason") as "received",
        note: field(form, "note"),
      }),
    );
  }
  const product = await loadProduct(args);
  return runStaffAction(args, "save", () =>
    api.post(
      `/admin/products/${product.id}`,
      productSaveFromForm(form, product, editedLanguage(args.request), args.context.locale),
    ),
  );
}

/** Every field the product page shows, per language, its SKUs and its stock. */
export default function ConsoleProductPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const E = LL.console.catalogue.editor;
  const { product, categories, specOptions, related, relatedQuery, found, lang } = loaderData;
  const canWrite = useStaffCan("catalog.write");
  const busy = useNavigation().state !== "idle";
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const english = product.text.en;
  const languageName = (code: Locale) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  const saved = answer?.ok && answer.intent === "save" ? (answer.data as unknown as { changed: string[] }) : null;
  const adjusted =
    answer?.ok && answer.intent === "stock" ? (answer.data as unknown as { skuId: number; stock: number }) : null;
  // The editor's tabs: the product's own fields here; media and files have a route of their own.
  const tabs = [{ to: consoleHref.product(product.id), label: E.tabProduct(), current: true }];
  return (
    <>
      <p>
        <Link to={consoleHref.products()}>{E.back()}</Link>
      </p>
      <PageHeader title={E.title({ name: english?.name ?? `#${product.id}` })}>
        <p className="console-inline">
          <span
            className={`console-badge console-badge--${product.published ? "published" : "draft"}`}
            data-testid="product-status"
          >
            {product.published ? LL.console.catalogue.products.published() : LL.console.catalogue.products.draft()}
          </span>
          <span className="console-muted" data-testid="product-version">
            {E.version({ version: product.version })}
          </span>
          <a
            href={`${href.product(product.id)}?preview=1`}
            className="button"
            target="_blank"
            rel="noopener"
            data-testid="preview-link"
          >
            {E.preview()}
          </a>
          {product.published ? (
            <a href={href.product(product.id)} className="button" target="_blank" rel="noopener">
              {E.viewInShop()}
            </a>
          ) : null}
        </p>
      </PageHeader>
      <nav aria-label={E.tabsLabel()} className="console-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} className="admin__link active" aria-current={tab.current ? "page" : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {answer && !answer.ok ? (
        <div className="console-inline">
          <FormMessage error={answer.error} />
          {answer.intent === "save" ? (
            <Link to={consoleHref.product(product.id, { lang })} className="button" reloadDocument>
              {LL.console.order.reload()}
            </Link>
          ) : null}
        </div>
      ) : saved ? (
        <FormMessage success={saved.changed.length ? E.saved() : E.noChange()} />
      ) : answer?.ok && answer.intent === "related" ? (
        <FormMessage success={LL.console.structure.related.saved()} />
      ) : adjusted ? (
        <FormMessage
          success={E.adjusted({
            sku: product.skus.find((sku) => sku.id === adjusted.skuId)?.sku ?? "",
            stock: adjusted.stock,
          })}
        />
      ) : null}
      {canWrite ? null : <ReadOnlyNotice page="product" />}
      <StockAdjustForm product={product} canWrite={canWrite} />
      <RelatedProducts
        productId={product.id}
        version={product.version}
        picks={related}
        query={relatedQuery}
        found={found}
        lang={lang}
        canWrite={canWrite}
      />
      <Form method="get" className="console-inline console-language" data-testid="language-form">
        <label className="field">
          <span className="field__label">{E.editLanguage()}</span>
          <select name="lang" defaultValue={lang} className="field__input">
            {ALL_LOCALES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {E.language()}
        </button>
      </Form>
      <Form method="post" className="console-editor" data-testid="product-form" key={`${product.version}-${lang}`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={product.version} />
        <fieldset className="console-card console-form" disabled={!canWrite}>
          <legend className="console-subtitle">{E.general()}</legend>
          <TextField label={E.slug()} name="slug" defaultValue={product.slug} required maxLength={80} />
          <label className="field">
            <span className="field__label">{E.category()}</span>
            <select name="categoryId" defaultValue={product.categoryId} className="field__input">
              <CategoryOptions tree={categories} />
            </select>
          </label>
          <TextField
            label={E.sort()}
            name="sort"
            type="number"
            min={0}
            max={1_000_000}
            defaultValue={product.sort}
            required
          />
          <label className="console-check">
            <input type="checkbox" name="published" defaultChecked={product.published} />
            <span>{E.published()}</span>
          </label>
          <TextField
            label={E.videoUrl()}
            name="videoUrl"
            defaultValue={product.video?.url ?? ""}
            maxLength={500}
            dir="ltr"
          />
          <TextField
            label={E.videoPreview()}
            name="videoPreview"
            defaultValue={product.video?.previewImg ?? ""}
            maxLength={500}
            dir="ltr"
          />
        </fieldset>
        <fieldset className="console-card" disabled={!canWrite}>
          <ProductSkuFields skus={product.skus} currency={product.currency} specOptions={specOptions} />
        </fieldset>
        <fieldset className="console-card" disabled={!canWrite}>
          <ProductTradeFields skus={product.skus} />
        </fieldset>
        <fieldset className="console-card" disabled={!canWrite}>
          <legend className="console-subtitle">{languageName(lang)}</legend>
          {!product.text[lang] ? (
            <p className="console-muted" data-testid="fallback-hint">
              {E.fallbackHint({ language: languageName(lang) })}
            </p>
          ) : null}
          <ProductTextFields text={product.text[lang]} english={english} />
          <ProductSectionFields sections={product.sections[lang] ?? []} />
          <ProductCompareFields rows={product.compare[lang] ?? []} />
        </fieldset>
        {canWrite ? (
          <div className="console-inline console-editor__save">
            <button type="submit" className="button button--primary" disabled={busy}>
              {E.save()}
            </button>
          </div>
        ) : null}
      </Form>
    </>
  );
}
