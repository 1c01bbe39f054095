import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import type { KeyValueRow } from "../../../shared/catalogue/parameters";
import type { CompareRow, ProductSummary } from "../../../shared/catalogue/types";
import type { Locale } from "../../../shared/locale";
import type { ProductDownload } from "../../../shared/media/types";
import { arrowStep } from "../../../shared/inline-direction";
import { dirForLang, textDirection } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { useContentLang } from "../ui/language-fallback";
import { MarkdownHtml } from "../ui/markdown-html";
import { ComparePanel } from "./compare-panel";
import { DownloadList } from "./download-list";
import { type RenderedSection, SectionList } from "./section-list";

type TabId = "product" | "tech" | "development" | "build" | "compare" | "addOne" | "downloads";

/** The tabs' content, markdown already rendered, and the language each part was served in. */
export interface ProductTabsData {
  descriptionHtml: string;
  essentialDetails: KeyValueRow[];
  packagingDelivery: KeyValueRow[];
  parameters: KeyValueRow[];
  tech: RenderedSection[];
  development: RenderedSection[];
  build: RenderedSection[];
  addOne: RenderedSection[];
  compare: CompareRow[];
  /** Datasheets and firmware files. */
  downloads: ProductDownload[];
  langs: { product: Locale; sections: Locale; compare: Locale };
}

function KeyValueTable({ caption, rows, lang }: { caption: string; rows: KeyValueRow[]; lang?: string }) {
  if (!rows.length) return null;
  return (
    <table className="spec-table">
      <caption>{caption}</caption>
      <tbody lang={lang} dir={dirForLang(lang)}>
        {rows.map((row, index) => (
          <tr key={`${row.key}-${index}`}>
            <th scope="row">{row.key}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The detail tabs — Product, Technical Specification, Development, Build Feature,
 * Compare, Add One — each only when its data exists. Every panel is in the HTML (crawlers read it
 * all); inactive ones are hidden. ARIA tabs with arrow-key navigation.
 */
export function ProductTabs({
  productId,
  tabs,
  related,
}: {
  productId: number;
  tabs: ProductTabsData;
  /** null: they could not be loaded. */
  related: Promise<ProductSummary[] | null>;
}) {
  const { LL, locale } = useI18n();
  const base = useId();
  const langs = {
    product: useContentLang(tabs.langs.product),
    sections: useContentLang(tabs.langs.sections),
    compare: useContentLang(tabs.langs.compare),
  };
  const panels: Array<{ id: TabId; label: string; content: ReactNode }> = [];
  if (tabs.descriptionHtml || tabs.essentialDetails.length || tabs.packagingDelivery.length || tabs.parameters.length) {
    panels.push({
      id: "product",
      label: LL.catalogue.tabs.product(),
      content: (
        <>
          {tabs.descriptionHtml ? (
            <div lang={langs.product} dir={dirForLang(langs.product)}>
              <MarkdownHtml html={tabs.descriptionHtml} />
            </div>
          ) : null}
          <div className="spec-tables">
            <KeyValueTable caption={LL.catalogue.parameters()} rows={tabs.parameters} lang={langs.product} />
            <KeyValueTable
              caption={LL.catalogue.essentialDetails()}
              rows={tabs.essentialDetails}
              lang={langs.product}
            />
            <KeyValueTable
              caption={LL.catalogue.packagingDelivery()}
              rows={tabs.packagingDelivery}
              lang={langs.product}
            />
          </div>
        </>
      ),
    });
  }
  if (tabs.tech.length)
    panels.push({
      id: "tech",
      label: LL.catalogue.tabs.tech(),
      content: <SectionList sections={tabs.tech} lang={langs.sections} />,
    });
  if (tabs.development.length)
    panels.push({
      id: "development",
      label: LL.catalogue.tabs.development(),
      content: <SectionList sections={tabs.development} lang={langs.sections} />,
    });
  if (tabs.build.length)
    panels.push({
      id: "build",
      label: LL.catalogue.tabs.build(),
      content: <SectionList sections={tabs.build} lang={langs.sections} />,
    });
  if (tabs.compare.length) {
    panels.push({
      id: "compare",
      label: LL.catalogue.tabs.compare(),
      content: (
        <ComparePanel
          productId={productId}
          rows={tabs.compare as CompareRow[]}
          lang={langs.compare}
          candidates={related}
        />
      ),
    });
  }
  if (tabs.addOne.length)
    panels.push({
      id: "addOne",
      label: LL.catalogue.tabs.addOne(),
      content: <SectionList sections={tabs.addOne} lang={langs.sections} />,
    });
  if (tabs.downloads.length)
    panels.push({
      id: "downloads",
      label: LL.catalogue.tabs.downloads(),
      content: <DownloadList files={tabs.downloads} />,
    });

  const [active, setActive] = useState<TabId | undefined>(panels[0]?.id);
  if (!panels.length) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // ArrowLeft and ArrowRight follow the reading direction: in Arabic ArrowLeft is the next tab.
    const edges: Record<string, number> = { Home: -index, End: panels.length - 1 - index };
    const move = Object.hasOwn(edges, event.key) ? edges[event.key]! : arrowStep(event.key, textDirection(locale));
    if (!move && !Object.hasOwn(edges, event.key)) return;
    event.preventDefault();
    const next = panels[(index + move + panels.length) % panels.length]!;
    setActive(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  };

  return (
    <section className="product-tabs" aria-labelledby={`${base}-title`}>
      {/* The panels' own headings (h3) sit under this one in the page's outline. */}
      <h2 id={`${base}-title`} className="visually-hidden">
        {LL.catalogue.tabsLabel()}
      </h2>
      <div role="tablist" aria-labelledby={`${base}-title`} className="product-tabs__list">
        {panels.map((panel, index) => (
          <button
            key={panel.id}
            id={`${base}-tab-${panel.id}`}
            type="button"
            role="tab"
            data-tab={panel.id}
            aria-selected={panel.id === active}
            aria-controls={`${base}-panel-${panel.id}`}
            tabIndex={panel.id === active ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setActive(panel.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          id={`${base}-panel-${panel.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${panel.id}`}
          hidden={panel.id !== active}
          className="product-tabs__panel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern)
          tabIndex={0}
        >
          {panel.content}
        </div>
      ))}
    </section>
  );
}
