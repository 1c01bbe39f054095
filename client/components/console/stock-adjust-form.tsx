import { Form, useNavigation } from "react-router";
import { STOCK_REASONS, type ConsoleProduct } from "../../../shared/console/catalogue";
import { useI18n } from "../../lib/i18n";
import { ConsoleTime } from "./local-time";

/**
 * Units in or out of one SKU with a reason and a note (each an audit row), and the product's
 * latest stock changes. Units held by open orders cannot go out: the API refuses and says why.
 */
export function StockAdjustForm({ product, canWrite }: { product: ConsoleProduct; canWrite: boolean }) {
  const { LL, locale } = useI18n();
  const E = LL.console.catalogue.editor;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="console-card" aria-labelledby="stock-adjust">
      <h2 className="console-subtitle" id="stock-adjust">
        {E.adjustTitle()}
      </h2>
      {canWrite ? (
        <>
          <p className="console-muted">{E.adjustLead()}</p>
          <Form method="post" className="console-form" data-testid="stock-form">
            <input type="hidden" name="intent" value="stock" />
            <label className="field">
              <span className="field__label">{E.sku()}</span>
              <select name="skuId" className="field__input">
                {product.skus.map((sku) => (
                  <option key={sku.id} value={sku.id}>
                    {sku.sku}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{E.quantity()}</span>
              <input
                type="number"
                name="delta"
                required
                min={-1_000_000}
                max={1_000_000}
                step={1}
                className="field__input"
              />
            </label>
            <label className="field">
              <span className="field__label">{E.reason()}</span>
              <select name="reason" className="field__input">
                {STOCK_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {E.reasons[reason]()}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{E.note()}</span>
              <input name="note" maxLength={300} className="field__input" />
            </label>
            <button type="submit" className="button button--primary" disabled={busy}>
              {E.adjust()}
            </button>
          </Form>
        </>
      ) : null}
      <h3 className="console-subtitle">{E.history()}</h3>
      {product.adjustments.length === 0 ? (
        <p className="console-muted">{E.noHistory()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="stock-history">
            <thead>
              <tr>
                <th scope="col">{E.when()}</th>
                <th scope="col">{E.sku()}</th>
                <th scope="col">{E.change()}</th>
                <th scope="col">{E.after()}</th>
                <th scope="col">{E.who()}</th>
              </tr>
            </thead>
            <tbody>
              {product.adjustments.map((adjustment) => (
                <tr key={adjustment.id}>
                  <td>
                    <ConsoleTime iso={adjustment.at} />
                  </td>
                  <td>{adjustment.sku}</td>
                  <td>
                    <bdi>
                      {adjustment.delta > 0
                        ? `+${adjustment.delta.toLocaleString(locale)}`
                        : adjustment.delta.toLocaleString(locale)}
                    </bdi>{" "}
                    {E.reasons[adjustment.reason]()}
                    {adjustment.note ? <span className="console-muted"> · {adjustment.note}</span> : null}
                  </td>
                  <td>{adjustment.stockAfter.toLocaleString(locale)}</td>
                  <td>{adjustment.staffName ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
