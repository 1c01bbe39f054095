import { useId, useRef, useState } from "react";
import type { QuotableSku } from "../../../shared/commerce/quotes";
import { formatPrice } from "../../../shared/format";
import { api } from "../../lib/api";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";

/**
 * Finds SKUs by name or code and hands the chosen one to `onPick`: a search box and its results,
 * inside the editor's form but posting nothing itself (Enter searches instead of sending the form).
 */
export function SkuPicker({
  onPick,
  taken,
  disabled = false,
}: {
  onPick: (sku: QuotableSku) => void;
  /** SKU ids already in the lines: shown, but not added twice. */
  taken: readonly number[];
  disabled?: boolean;
}) {
  const { LL, locale } = useI18n();
  const E = LL.console.quotes.editor;
  const hydrated = useHydrated();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<QuotableSku[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(0);
  const search = async () => {
    const asked = ++latest.current;
    setBusy(true);
    setFailed(null);
    try {
      const list = await api.get("/admin/quotes/skus", { query: { q: query.trim() }, silent: true });
      if (asked === latest.current) setFound(list);
    } catch (error) {
      if (asked === latest.current) setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      if (asked === latest.current) setBusy(false);
    }
  };
  const off = !hydrated || disabled;
  return (
    <div className="console-sku-picker" data-testid="sku-picker">
      <div className="console-inline">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {E.search()}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={100}
            placeholder={E.searchPlaceholder()}
            className="field__input"
            autoComplete="off"
            disabled={off}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void search();
            }}
          />
        </div>
        <button type="button" className="button" disabled={off || busy} onClick={() => void search()}>
          {E.find()}
        </button>
      </div>
      {failed ? (
        <p className="form-message form-message--error" role="alert">
          {failed}
        </p>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <p className="console-muted" role="status">
            {E.noSkus()}
          </p>
        ) : (
          <ul className="console-sku-results" aria-label={E.results()}>
            {found.map((sku) => {
              const label = `${sku.name} ${sku.specName}`.trim();
              const already = taken.includes(sku.skuId);
              return (
                <li key={sku.skuId} data-testid={`sku-found-${sku.skuId}`}>
                  <span>
                    <bdi>{sku.name}</bdi> · <bdi>{sku.specName}</bdi>
                    <br />
                    <span className="console-muted">
                      <bdi dir="ltr">{sku.sku}</bdi> · {formatPrice(sku.listPriceMinor, sku.currency, locale)} ·{" "}
                      {E.stock({ count: sku.stock })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button"
                    aria-label={E.addLabel({ name: label })}
                    disabled={off || already}
                    onClick={() => onPick(sku)}
                  >
                    {already ? E.added() : E.add()}
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
