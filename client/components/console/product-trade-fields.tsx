import { useId } from "react";
import type { ConsoleSku } from "../../../shared/console/catalogue";
import { countryOptions } from "../../../shared/commerce/countries";
import { TRADE_LIMITS } from "../../../shared/catalogue/trade-limits";
import { TRADE_INPUTS } from "../../lib/product-form";
import { useI18n } from "../../lib/i18n";
import { TextField } from "../ui/text-field";

const SIZES = [
  ["lengthMm", "sizeLength"],
  ["widthMm", "sizeWidth"],
  ["heightMm", "sizeHeight"],
] as const;

/** One SKU's trade data: HS code, country of origin, net and gross weight, packed size. */
function SkuTradeFields({ sku }: { sku: ConsoleSku }) {
  const { LL, locale } = useI18n();
  const E = LL.console.catalogue.editor;
  const originId = useId();
  const name = (field: keyof typeof TRADE_INPUTS) => `sku.${sku.id}.${TRADE_INPUTS[field]}`;
  const weight = { type: "number", min: TRADE_LIMITS.weightG.min, max: TRADE_LIMITS.weightG.max, step: 1 } as const;
  return (
    <fieldset className="console-trade" data-testid={`sku-${sku.id}-trade`}>
      <legend className="console-trade__sku">
        <bdi>{sku.sku}</bdi> <bdi className="console-muted">{sku.specName}</bdi>
      </legend>
      <div className="console-trade__fields">
        <TextField
          label={E.hsCode()}
          name={name("hsCode")}
          defaultValue={sku.hsCode ?? ""}
          maxLength={TRADE_LIMITS.hsLength}
          inputMode="decimal"
          placeholder="8517.62"
          autoComplete="off"
          dir="ltr"
        />
        <div className="field">
          <label className="field__label" htmlFor={originId}>
            {E.origin()}
          </label>
          <select
            id={originId}
            name={name("originCountry")}
            defaultValue={sku.originCountry ?? ""}
            className="field__input"
          >
            <option value="">{E.originUnknown()}</option>
            {countryOptions(locale).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <TextField {...weight} label={E.netWeight()} name={name("netWeightG")} defaultValue={sku.netWeightG ?? ""} />
        <TextField
          {...weight}
          label={E.grossWeight()}
          name={name("grossWeightG")}
          defaultValue={sku.grossWeightG ?? ""}
        />
        <fieldset className="console-trade__size">
          <legend className="field__label">{E.size()}</legend>
          <div className="console-trade__size-inputs">
            {SIZES.map(([field, label], index) => (
              <span key={field} className="console-trade__size-input">
                {index ? <span aria-hidden="true">×</span> : null}
                <input
                  type="number"
                  name={name(field)}
                  defaultValue={sku[field] ?? ""}
                  aria-label={E[label]()}
                  min={TRADE_LIMITS.sizeMm.min}
                  max={TRADE_LIMITS.sizeMm.max}
                  step={1}
                  className="field__input"
                />
              </span>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}

/**
 * The SKUs' trade data in the product form, as customs documents state it: a block per SKU that
 * stacks its fields on a phone. An empty field is not known yet.
 */
export function ProductTradeFields({ skus }: { skus: readonly ConsoleSku[] }) {
  const { LL } = useI18n();
  const E = LL.console.catalogue.editor;
  return (
    <fieldset className="console-fieldset" data-testid="trade-fields">
      <legend className="console-subtitle">{E.trade()}</legend>
      <p className="console-muted">{E.tradeLead()}</p>
      {skus.map((sku) => (
        <SkuTradeFields key={sku.id} sku={sku} />
      ))}
    </fieldset>
  );
}
