import { Suspense, useEffect, useId, useState } from "react";
import { Await, useSearchParams } from "react-router";
import type { CompareResult, CompareRow, ProductSummary } from "../../../shared/catalogue/types";
import { dirForLang } from "../../../shared/locale";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { DataFailedNotice } from "../ui/data-failed-notice";
import { Skeleton } from "../ui/skeleton";
import { FallbackNotice, otherLanguage } from "../ui/language-fallback";

const MAX_OTHERS = 3;

function groupLabel(LL: ReturnType<typeof useI18n>["LL"], group: number): string {
  const labels = LL.catalogue.compare.groups as Record<string, () => string>;
  return labels[String(group)]?.() ?? String(group);
}

/** This product's own feature rows, by group (rendered on the server). */
function OwnFeatures({ rows, lang }: { rows: CompareRow[]; lang?: string }) {
  const { LL } = useI18n();
  const groups = [...new Set(rows.map((row) => row.group))].sort((a, b) => a - b);
  return (
    <table className="spec-table">
      <tbody>
        {groups.map((group) => (
          <FeatureGroup key={group} label={groupLabel(LL, group)} columns={1}>
            {rows
              .filter((row) => row.group === group)
              .map((row, index) => (
                <tr key={`${row.name}-${index}`} lang={lang} dir={dirForLang(lang)}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
          </FeatureGroup>
        ))}
      </tbody>
    </table>
  );
}

function FeatureGroup({ label, columns, children }: { label: string; columns: number; children: React.ReactNode }) {
  return (
    <>
      <tr className="spec-table__group">
        <th scope="colgroup" colSpan={columns + 1}>
          {label}
        </th>
      </tr>
      {children}
    </>
  );
}

/** Several products side by side; rows whose values differ are highlighted. */
function CompareTable({ result, differencesOnly }: { result: CompareResult; differencesOnly: boolean }) {
  const { LL, locale } = useI18n();
  const columns = result.products.length;
  // A row's name is shared by the products; it is in one language when all their rows are.
  const rowLangs = new Set(result.compareLangs);
  const rowLang = rowLangs.size === 1 ? otherLanguage(result.compareLangs[0]!, locale) : {};
  return (
    <>
      <FallbackNotice langs={[...result.products.map((product) => product.lang), ...result.compareLangs]} />
      <div className="compare-scroll">
        <table className="spec-table compare-table" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col">{LL.catalogue.compare.feature()}</th>
              {result.products.map((product) => (
                <th key={product.id} scope="col" {...otherLanguage(product.lang, locale)}>
                  {product.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.groups.map((group) => {
              const rows = differencesOnly ? group.rows.filter((row) => row.differs) : group.rows;
              if (!rows.length) return null;
              return (
                <FeatureGroup key={group.group} label={groupLabel(LL, group.group)} columns={columns}>
                  {rows.map((row) => (
                    <tr key={row.name} className={row.differs ? "is-different" : undefined} data-differs={row.differs}>
                      <th scope="row">
                        <span {...rowLang}>{row.name}</span>
                        {row.differs ? (
                          <span className="visually-hidden"> ({LL.catalogue.compare.differs()})</span>
                        ) : null}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={index} {...(value === null ? {} : otherLanguage(result.compareLangs[index]!, locale))}>
                          {value ?? LL.catalogue.compare.noValue()}
                        </td>
                      ))}
                    </tr>
                  ))}
                </FeatureGroup>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function parseIds(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_OTHERS);
}

/**
 * The Compare tab: this product's features by group, and a side-by-side comparison with up to
 * three other products, with a "show differences only" switch. The picked products are kept in
 * the URL (?compare=4,5), so a comparison can be shared.
 */
export function ComparePanel({
  productId,
  rows,
  lang,
  candidates,
}: {
  productId: number;
  rows: CompareRow[];
  /** The `lang` attribute of the rows when they are not in the page's language. */
  lang?: string;
  /** null: they could not be loaded. */
  candidates: Promise<ProductSummary[] | null>;
}) {
  const { LL, locale } = useI18n();
  const switchId = useId();
  const [params, setParams] = useSearchParams();
  const others = parseIds(params.get("compare")).filter((id) => id !== productId);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [result, setResult] = useState<CompareResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = others.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (Try again) asks again
  useEffect(() => {
    // A new selection never shows the previous one's table meanwhile.
    setResult(null);
    setFailed(false);
    if (!key) return;
    const controller = new AbortController();
    api
      .get("/goods/compare", { query: { ids: `${productId},${key}` }, signal: controller.signal })
      .then(setResult)
      .catch(() => {
        // The message was shown; offer to try again (unless this request was simply superseded).
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [productId, key, attempt]);

  const toggle = (id: number) => {
    const next = others.includes(id) ? others.filter((other) => other !== id) : [...others, id].slice(0, MAX_OTHERS);
    const updated = new URLSearchParams(params);
    if (next.length) updated.set("compare", next.join(","));
    else updated.delete("compare");
    setParams(updated, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="compare">
      <OwnFeatures rows={rows} lang={lang} />
      <h3>{LL.catalogue.compare.title()}</h3>
      <p className="muted">{LL.catalogue.compare.lead()}</p>
      <Suspense fallback={<Skeleton shape="lines" count={2} />}>
        <Await resolve={candidates}>
          {(list) =>
            list === null ? (
              <DataFailedNotice />
            ) : (
              <fieldset className="compare__picker">
                <legend className="visually-hidden">{LL.catalogue.compare.candidates()}</legend>
                {list.map((product) => (
                  <label key={product.id} className="check">
                    <input
                      type="checkbox"
                      checked={others.includes(product.id)}
                      disabled={!others.includes(product.id) && others.length >= MAX_OTHERS}
                      onChange={() => toggle(product.id)}
                    />
                    <span {...otherLanguage(product.lang, locale)}>{product.name}</span>
                  </label>
                ))}
              </fieldset>
            )
          }
        </Await>
      </Suspense>
      {key ? (
        <>
          <label htmlFor={switchId} className="switch">
            <input
              id={switchId}
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is its aria-checked
              role="switch"
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.currentTarget.checked)}
            />
            <span>{LL.catalogue.compare.differencesOnly()}</span>
          </label>
          {result ? (
            <CompareTable result={result} differencesOnly={differencesOnly} />
          ) : failed ? (
            <button type="button" className="button button--small" onClick={() => setAttempt((count) => count + 1)}>
              {LL.common.retry()}
            </button>
          ) : (
            <Skeleton shape="lines" count={4} label={LL.catalogue.compare.loading()} />
          )}
        </>
      ) : null}
    </div>
  );
}
