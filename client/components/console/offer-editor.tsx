import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { QUOTE_LIMITS, type ConsoleQuoteDetail } from "../../../shared/commerce/quotes";
import { formatPercent, minorToAmount } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { useStaffCan } from "../../lib/staff";
import { draftLine, DraftLines, DraftTotals, draftTotals, lineOutcome, useDraftLines } from "./draft-lines";

const DAY_MS = 86_400_000;

/** A UTC calendar day, `days` after the instant `now`. */
function dayAfter(now: number, days: number): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The offer staff write: from the asked items (a first offer) or the latest version (a revision),
 * each line's price, discount and lead time, freight, validity, notes to the buyer and internal
 * ones, with the totals and the lines under the price floor shown as they type. Staff may send
 * lines under the floor only for an owner's approval; an owner's send approves them.
 */
export function OfferEditor({ quote, currency, now }: { quote: ConsoleQuoteDetail; currency: string; now: number }) {
  const { LL, locale } = useI18n();
  const E = LL.console.quotes.editor;
  const isOwner = useStaffCan("quotes.approve");
  const busy = useNavigation().state !== "idle";
  const latest = quote.offers.reduce<ConsoleQuoteDetail["offers"][number] | null>(
    (found, offer) => (!found || offer.version > found.version ? offer : found),
    null,
  );
  const draft = useDraftLines(() =>
    latest
      ? latest.lines.map((line) => draftLine(line, line, currency))
      : quote.items.map((item) =>
          draftLine(item, { quantity: item.quantity, unitPriceMinor: item.listPriceMinor }, currency),
        ),
  );
  const [freight, setFreight] = useState(latest ? minorToAmount(latest.freightMinor, currency) : "");
  const [askApproval, setAskApproval] = useState(false);
  const totals = draftTotals(draft.lines, freight, currency, locale);
  const underFloor = draft.lines.some((line) => lineOutcome(line, currency, locale, quote.floorPercent)?.underFloor);
  const revision = latest !== null;
  const floor = formatPercent(quote.floorPercent, locale);
  return (
    <section className="console-card" aria-labelledby="offer-editor" data-testid="offer-editor">
      <h2 className="console-subtitle" id="offer-editor">
        {revision ? E.reviseTitle() : E.title()}
      </h2>
      <p className="console-muted">
        {latest ? E.fromVersion({ version: latest.version }) : E.fromItems()} {E.floorNote({ percent: floor })}
      </p>
      <Form method="post" className="form console-offer-form">
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="expectedVersion" value={quote.version} />
        <input type="hidden" name="currency" value={currency} />
        <DraftLines draft={draft} currency={currency} offer floorPercent={quote.floorPercent} />
        <div className="console-form">
          <label className="field">
            <span className="field__label">{E.freightAmount({ currency })}</span>
            <input
              name="freight"
              inputMode="decimal"
              maxLength={20}
              autoComplete="off"
              value={freight}
              onChange={(event) => setFreight(event.target.value)}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{E.freightLabel()}</span>
            <input
              name="freightLabel"
              maxLength={QUOTE_LIMITS.freightLabel}
              defaultValue={latest?.freightLabel ?? ""}
              placeholder={E.freightLabelPlaceholder()}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{E.validUntil()}</span>
            <input
              type="date"
              name="validUntil"
              required
              min={dayAfter(now, 0)}
              max={dayAfter(now, QUOTE_LIMITS.validityDays - 1)}
              defaultValue={dayAfter(now, 10)}
              className="field__input"
            />
          </label>
        </div>
        <DraftTotals totals={totals} currency={currency} />
        <label className="field">
          <span className="field__label">{E.notes()}</span>
          <textarea
            name="notes"
            rows={3}
            maxLength={QUOTE_LIMITS.notes}
            defaultValue={latest?.notes ?? ""}
            className="field__input console-textarea"
          />
        </label>
        <label className="field">
          <span className="field__label">{E.internalNotes()}</span>
          <textarea
            name="internalNotes"
            rows={2}
            maxLength={QUOTE_LIMITS.notes}
            placeholder={E.internalNotesHint()}
            className="field__input console-textarea"
          />
        </label>
        {underFloor ? (
          isOwner ? (
            <p className="console-read-only" data-testid="owner-approves">
              {E.ownerApproves()}
            </p>
          ) : (
            <div className="console-read-only">
              <p>{E.needsApproval({ percent: floor })}</p>
              <label className="console-check">
                <input
                  type="checkbox"
                  name="requestApproval"
                  checked={askApproval}
                  onChange={(event) => setAskApproval(event.target.checked)}
                />{" "}
                {E.requestApproval()}
              </label>
            </div>
          )
        ) : null}
        <div className="console-inline">
          <button type="submit" className="button button--primary" disabled={busy || draft.lines.length === 0}>
            {underFloor && !isOwner && askApproval ? E.sendForApproval() : revision ? E.sendRevision() : E.send()}
          </button>
        </div>
      </Form>
    </section>
  );
}
