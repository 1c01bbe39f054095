import { useState } from "react";
import { belowFloor, offerLinePrice, QUOTE_LIMITS, type QuotableSku } from "../../../shared/commerce/quotes";
import { MAX_LINE_QUANTITY } from "../../../shared/constants";
import { formatPercent, formatPrice, minorToAmount } from "../../../shared/format";
import type { Locale } from "../../../shared/locale";
import { parseMoneyInput } from "../../../shared/money-input";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { SkuPicker } from "./sku-picker";

/** A line being written: the SKU it is for, and its fields as typed. */
export interface DraftLine {
  skuId: number;
  name: string;
  specName: string;
  listPriceMinor: number;
  quantity: string;
  price: string;
  discount: string;
  leadTime: string;
}

/** A line's price from what was typed; null while a field is no number yet. */
export interface LineOutcome {
  netUnitMinor: number;
  lineTotalMinor: number;
  underFloor: boolean;
}

export function draftLine(
  line: { skuId: number; name: string; specName: string; listPriceMinor: number },
  values: { quantity: number; unitPriceMinor: number; discountPercent?: number; leadTimeDays?: number },
  currency: string,
): DraftLine {
  return {
    skuId: line.skuId,
    name: line.name,
    specName: line.specName,
    listPriceMinor: line.listPriceMinor,
    quantity: String(values.quantity),
    price: minorToAmount(values.unitPriceMinor, currency),
    discount: values.discountPercent ? String(values.discountPercent) : "0",
    leadTime: String(values.leadTimeDays ?? 0),
  };
}

/** A SKU from the picker as a new line: one unit at its list price. */
export function pickedLine(sku: QuotableSku, currency: string): DraftLine {
  return draftLine(sku, { quantity: 1, unitPriceMinor: sku.listPriceMinor }, currency);
}

export function lineOutcome(
  line: DraftLine,
  currency: string,
  locale: Locale,
  floorPercent: number | null,
): LineOutcome | null {
  const price = parseMoneyInput(line.price, currency, locale);
  const quantity = Number(line.quantity);
  const discount = line.discount.trim() === "" ? 0 : Number(line.discount);
  if (!price.ok || !Number.isInteger(quantity) || quantity < 1 || !(discount >= 0 && discount <= 100)) return null;
  const { netUnitMinor, lineTotalMinor } = offerLinePrice({
    unitPriceMinor: price.minor,
    discountBp: Math.round(discount * 100),
    quantity,
  });
  return {
    netUnitMinor,
    lineTotalMinor,
    underFloor:
      floorPercent !== null && belowFloor({ netUnitMinor, listPriceMinor: line.listPriceMinor }, floorPercent),
  };
}

/** The lines and the change of one field of one of them. */
export function useDraftLines(initial: () => DraftLine[]) {
  const [lines, setLines] = useState(initial);
  const change = (skuId: number, name: keyof DraftLine, value: string) =>
    setLines((all) => all.map((line) => (line.skuId === skuId ? { ...line, [name]: value } : line)));
  const add = (line: DraftLine) =>
    setLines((all) => (all.some((known) => known.skuId === line.skuId) ? all : [...all, line]));
  const remove = (skuId: number) => setLines((all) => all.filter((line) => line.skuId !== skuId));
  return { lines, change, add, remove };
}

/**
 * The lines of an offer or an order, each a group of fields named like the action reads them
 * (skuId, quantity, price, and with `offer` discount and leadTime, in line order), its price worked
 * out as it is typed, and a SKU picker to add more.
 */
export function DraftLines({
  draft,
  currency,
  offer,
  floorPercent,
}: {
  draft: ReturnType<typeof useDraftLines>;
  currency: string;
  /** Offer lines: a discount and lead time each, and the price floor marked. */
  offer: boolean;
  floorPercent: number | null;
}) {
  const { LL, locale } = useI18n();
  const E = LL.console.quotes.editor;
  const hydrated = useHydrated();
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const { lines, change, add, remove } = draft;
  return (
    <div className="console-draft">
      {lines.length === 0 ? <p className="console-muted">{E.noLines()}</p> : null}
      <ol className="console-draft-lines">
        {lines.map((line) => {
          const outcome = lineOutcome(line, currency, locale, offer ? floorPercent : null);
          const title = `${line.name} ${line.specName}`.trim();
          return (
            <li
              key={line.skuId}
              data-testid={`draft-line-${line.skuId}`}
              data-under-floor={outcome?.underFloor || undefined}
            >
              <fieldset className="console-draft-line">
                <legend>
                  <bdi>{line.name}</bdi> · <bdi>{line.specName}</bdi>
                </legend>
                <input type="hidden" name="skuId" value={line.skuId} />
                <p className="console-muted console-draft-line__list">
                  {E.listPrice({ price: money(line.listPriceMinor) })}
                </p>
                <div className="console-form console-draft-line__fields">
                  <label className="field">
                    <span className="field__label">{E.quantity()}</span>
                    <input
                      type="number"
                      name="quantity"
                      required
                      min={1}
                      max={MAX_LINE_QUANTITY}
                      value={line.quantity}
                      onChange={(event) => change(line.skuId, "quantity", event.target.value)}
                      className="field__input"
                    />
                  </label>
                  <label className="field">
                    <span className="field__label">{E.unitPrice({ currency })}</span>
                    <input
                      name="price"
                      required
                      inputMode="decimal"
                      maxLength={20}
                      autoComplete="off"
                      value={line.price}
                      onChange={(event) => change(line.skuId, "price", event.target.value)}
                      className="field__input"
                    />
                  </label>
                  {offer ? (
                    <>
                      <label className="field">
                        <span className="field__label">{E.discount()}</span>
                        <input
                          type="number"
                          name="discount"
                          min={0}
                          max={100}
                          step={0.01}
                          value={line.discount}
                          onChange={(event) => change(line.skuId, "discount", event.target.value)}
                          className="field__input"
                        />
                      </label>
                      <label className="field">
                        <span className="field__label">{E.leadTime()}</span>
                        <input
                          type="number"
                          name="leadTime"
                          min={0}
                          max={QUOTE_LIMITS.leadTimeDays}
                          value={line.leadTime}
                          onChange={(event) => change(line.skuId, "leadTime", event.target.value)}
                          className="field__input"
                        />
                      </label>
                    </>
                  ) : null}
                </div>
                <div className="console-draft-line__outcome">
                  <span data-testid="line-total">
                    {outcome
                      ? E.lineOutcome({ net: money(outcome.netUnitMinor), total: money(outcome.lineTotalMinor) })
                      : E.notAmount()}
                  </span>
                  {outcome?.underFloor && floorPercent !== null ? (
                    <span className="console-badge console-badge--under-floor" data-testid="under-floor">
                      {E.underFloor({ percent: formatPercent(floorPercent, locale) })}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated}
                    aria-label={E.removeLabel({ name: title })}
                    onClick={() => remove(line.skuId)}
                  >
                    {E.remove()}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset className="console-fieldset">
        <legend className="console-subtitle">{E.addSku()}</legend>
        <SkuPicker
          taken={lines.map((line) => line.skuId)}
          disabled={lines.length >= 100}
          onPick={(sku) => add(pickedLine(sku, currency))}
        />
      </fieldset>
    </div>
  );
}

/** The lines' sum, the freight and the total; null parts while a field is no number yet. */
export function draftTotals(
  lines: readonly DraftLine[],
  freight: string,
  currency: string,
  locale: Locale,
): { subtotalMinor: number | null; freightMinor: number | null; totalMinor: number | null } {
  const outcomes = lines.map((line) => lineOutcome(line, currency, locale, null));
  const subtotalMinor = outcomes.every(Boolean)
    ? outcomes.reduce((sum, outcome) => sum + outcome!.lineTotalMinor, 0)
    : null;
  const typed = freight.trim() === "" ? { ok: true as const, minor: 0 } : parseMoneyInput(freight, currency, locale);
  const freightMinor = typed.ok ? typed.minor : null;
  return {
    subtotalMinor,
    freightMinor,
    totalMinor: subtotalMinor !== null && freightMinor !== null ? subtotalMinor + freightMinor : null,
  };
}

/** The totals as a short list: what the lines come to, the freight, and the total. */
export function DraftTotals({ totals, currency }: { totals: ReturnType<typeof draftTotals>; currency: string }) {
  const { LL, locale } = useI18n();
  const E = LL.console.quotes.editor;
  const show = (minor: number | null) => (minor === null ? "—" : formatPrice(minor, currency, locale));
  return (
    <dl className="console-totals" data-testid="draft-totals" aria-live="polite">
      <dt>{E.subtotal()}</dt>
      <dd>{show(totals.subtotalMinor)}</dd>
      <dt>{E.freight()}</dt>
      <dd>{show(totals.freightMinor)}</dd>
      <dt>{E.total()}</dt>
      <dd data-testid="draft-total">
        <strong>{show(totals.totalMinor)}</strong>
      </dd>
    </dl>
  );
}

/** Percent as staff typed it, or 0 when left empty. */
export function percentField(text: string): number {
  return text.trim() === "" ? 0 : Number(text);
}
