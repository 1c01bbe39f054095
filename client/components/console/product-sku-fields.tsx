import { useId } from "react";
import type { ConsoleSku } from "../../../shared/console/catalogue";
import { useI18n } from "../../lib/i18n";
import { minorToAmount } from "../../../shared/format";

interface SpecOption {
  id: number;
  name: string;
}

function SpecSelect({
  name,
  value,
  options,
  id,
  label,
}: {
  name: string;
  value?: number;
  options: readonly SpecOption[];
  id?: string;
  label?: string;
}) {
  return (
    <select name={name} defaultValue={value} id={id} aria-label={label} className="field__input">
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The SKUs in the product form: code, option, price, sale price, low-stock threshold and whether
 * it is sold; the stock shows (free and held by orders) and changes by adjustments only. A last
 * row adds a SKU with its starting stock.
 */
export function ProductSkuFields({
  skus,
  currency,
  specOptions,
}: {
  skus: readonly ConsoleSku[];
  currency: string;
  specOptions: readonly SpecOption[];
}) {
  const { LL, locale } = useI18n();
  const E = LL.console.catalogue.editor;
  const newSpecId = useId();
  return (
    <fieldset className="console-fieldset">
      <legend className="console-subtitle">{E.skus()}</legend>
      <div className="console-table-wrap">
        <table className="console-table console-sku-table">
          <thead>
            <tr>
              <th scope="col">{E.sku()}</th>
              <th scope="col">{E.spec()}</th>
              <th scope="col">{E.price()}</th>
              <th scope="col">{E.salePrice()}</th>
              <th scope="col">{E.free()}</th>
              <th scope="col">{E.threshold()}</th>
              <th scope="col">{E.sold()}</th>
            </tr>
          </thead>
          <tbody>
            {skus.map((sku) => (
              <tr key={sku.id} data-testid={`sku-${sku.id}`}>
                <td>
                  <input
                    name={`sku.${sku.id}.sku`}
                    defaultValue={sku.sku}
                    aria-label={E.sku()}
                    required
                    maxLength={64}
                    className="field__input"
                  />
                </td>
                <td>
                  <SpecSelect name={`sku.${sku.id}.specId`} value={sku.specId} options={specOptions} label={E.spec()} />
                </td>
                <td>
                  <input
                    name={`sku.${sku.id}.price`}
                    defaultValue={minorToAmount(sku.priceMinor, currency)}
                    aria-label={`${E.price()} (${currency})`}
                    inputMode="decimal"
                    required
                    maxLength={16}
                    className="field__input"
                  />
                </td>
                <td>
                  <input
                    name={`sku.${sku.id}.salePrice`}
                    defaultValue={minorToAmount(sku.promoPriceMinor, currency)}
                    aria-label={`${E.salePrice()} (${currency})`}
                    inputMode="decimal"
                    maxLength={16}
                    className="field__input"
                  />
                </td>
                <td data-testid={`sku-${sku.id}-stock`}>
                  {sku.stock.toLocaleString(locale)}
                  {sku.held ? (
                    <>
                      <br />
                      <span className="console-muted">
                        {E.held()}: {sku.held.toLocaleString(locale)}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  <input
                    type="number"
                    name={`sku.${sku.id}.threshold`}
                    defaultValue={sku.lowStockThreshold}
                    aria-label={E.threshold()}
                    min={0}
                    max={1_000_000}
                    className="field__input"
                  />
                </td>
                <td>
                  <input type="checkbox" name={`sku.${sku.id}.sold`} defaultChecked={sku.sold} aria-label={E.sold()} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="console-fieldset console-form">
        <legend className="console-muted">{E.newSku()}</legend>
        <label className="field">
          <span className="field__label">{E.sku()}</span>
          <input name="sku.new.sku" maxLength={64} className="field__input" />
        </label>
        <div className="field">
          <label className="field__label" htmlFor={newSpecId}>
            {E.spec()}
          </label>
          <SpecSelect name="sku.new.specId" options={specOptions} id={newSpecId} />
        </div>
        <label className="field">
          <span className="field__label">
            {E.price()} ({currency})
          </span>
          <input name="sku.new.price" inputMode="decimal" maxLength={16} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{E.startStock()}</span>
          <input type="number" name="sku.new.stock" min={0} max={1_000_000} defaultValue={0} className="field__input" />
        </label>
      </fieldset>
    </fieldset>
  );
}
