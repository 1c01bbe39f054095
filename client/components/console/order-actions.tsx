import { Form, useNavigation, useSubmit } from "react-router";
import type { ConsoleOrderDetail } from "../../../shared/console/orders";
import { formatPrice } from "../../../shared/format";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { useStaffCan } from "../../lib/staff";
import { TextField } from "../ui/text-field";
import { ReadOnlyNotice } from "./read-only-notice";

/**
 * What staff can do with the order now, by its status and their role: confirm a bank transfer or
 * cancel (awaiting payment), ship (paid), complete (shipped), and add a note (always). Every form
 * carries the version shown, so a change made meanwhile is refused instead of overwritten.
 */
export function OrderActions({ order }: { order: ConsoleOrderDetail }) {
  const { LL, locale } = useI18n();
  const O = LL.console.order;
  const canWrite = useStaffCan("orders.write");
  const canNote = useStaffCan("orders.note");
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const version = <input type="hidden" name="version" value={order.version} />;
  return (
    <section className="console-card" aria-labelledby="order-actions">
      <h2 className="console-subtitle" id="order-actions">
        {O.actions()}
      </h2>
      {!canWrite ? <ReadOnlyNotice page="order" /> : null}
      {canWrite && order.status === "awaiting_payment" ? (
        <>
          <Form method="post" className="console-form" data-testid="confirm-transfer">
            <input type="hidden" name="intent" value="paid" />
            <input type="hidden" name="currency" value={order.currency} />
            {version}
            <TextField
              label={O.amount({ currency: order.currency })}
              name="amount"
              inputMode="decimal"
              required
              maxLength={40}
              autoComplete="off"
              hint={O.amountHint({ example: formatPrice(order.totalMinor, order.currency, locale) })}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {O.confirmTransfer()}
            </button>
          </Form>
          <Form
            method="post"
            className="console-inline"
            onSubmit={async (event) => {
              const form = event.currentTarget;
              event.preventDefault();
              const confirmed = await confirmDialog({
                title: O.cancel(),
                message: O.cancelConfirm(),
                confirmText: O.cancel(),
                cancelText: LL.common.close(),
                type: "warning",
              });
              if (confirmed) void submit(form);
            }}
          >
            <input type="hidden" name="intent" value="cancel" />
            {version}
            <button type="submit" className="button button--danger" disabled={busy}>
              {O.cancel()}
            </button>
          </Form>
        </>
      ) : null}
      {canWrite && order.status === "paid" ? (
        <Form method="post" className="console-form" data-testid="ship-form">
          <input type="hidden" name="intent" value="ship" />
          {version}
          <label className="field">
            <span className="field__label">{O.carrier()}</span>
            <select name="shippingMethodId" className="field__input" defaultValue={order.shippingMethodId ?? undefined}>
              {order.carriers.map((carrier) => (
                <option key={carrier.id} value={carrier.id}>
                  {carrier.name}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={O.trackingNo()}
            name="trackingNo"
            required
            minLength={3}
            maxLength={40}
            pattern="[A-Za-z0-9][A-Za-z0-9 \-]{2,39}"
            formatMessage={O.trackingNoFormat()}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {O.ship()}
          </button>
        </Form>
      ) : null}
      {canWrite && order.status === "shipped" ? (
        <Form method="post" className="console-inline">
          <input type="hidden" name="intent" value="complete" />
          {version}
          <button type="submit" className="button button--primary" disabled={busy}>
            {O.complete()}
          </button>
        </Form>
      ) : null}
      {canWrite && (order.status === "completed" || order.status === "cancelled") ? (
        <p className="console-muted">{O.noActions()}</p>
      ) : null}
      {canNote ? (
        <Form method="post" className="form console-note-form" key={order.internalNotes.length}>
          <input type="hidden" name="intent" value="note" />
          <label className="field">
            <span className="field__label">{O.addNote()}</span>
            <textarea
              name="body"
              required
              maxLength={2000}
              rows={3}
              placeholder={O.notePlaceholder()}
              className="field__input console-textarea"
            />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {O.addNote()}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
