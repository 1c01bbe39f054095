import { Link, useNavigate } from "react-router";
import { canCheckOut } from "../../../shared/commerce/pricing";
import type { Cart } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { notifyUndoable } from "../../lib/notify";
import { FallbackNotice, otherLanguage } from "../ui/language-fallback";
import { NumberField } from "../ui/number-field";
import { useCartSync } from "./use-cart-sync";
import { ELEMENT_SLOT, withElement, withIsolatedCode } from "../../lib/rich-text";

/**
 * The cart page: lines with quantity, selection and removal, totals, and checkout. A removal can
 * be undone from its notice; typing 0 (or emptying a quantity) asks before removing. Its controls
 * wait for the page to be hydrated: a tap on the server's HTML alone would be lost.
 */
export function CartView({ initial }: { initial: Cart }) {
  const { LL, locale } = useI18n();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { cart, saving, change, remove, restore, selectAll, settle } = useCartSync(initial);
  const C = LL.commerce.cart;

  const removeLines = (ids: number[]) => {
    const removed = remove(ids);
    if (!removed.length) return;
    const message =
      removed.length === 1 ? C.removed({ name: removed[0]!.line.name }) : C.removedCount({ count: removed.length });
    notifyUndoable(message, C.undo(), () => void restore(removed));
  };

  const askToRemove = async (line: Cart["lines"][number]) => {
    const confirmed = await confirmDialog({
      title: C.removeConfirmTitle(),
      message: C.removeConfirm({ name: line.name }),
      confirmText: C.remove(),
      cancelText: C.keep(),
      type: "warning",
    });
    if (confirmed) removeLines([line.id]);
  };
  const price = (minor: number) => formatPrice(minor, cart.currency, locale);
  const orderable = cart.lines.filter(canCheckOut);
  const allSelected = orderable.length > 0 && orderable.every((line) => line.selected);
  // What "Check out" buys: selected lines that are still sold and in stock.
  const selectedIds = orderable.filter((line) => line.selected).map((line) => line.id);
  const selectedAny = cart.lines.filter((line) => line.selected).map((line) => line.id);
  // A quote is asked for every line still sold, in stock or not (an offer can name a lead time).
  const quotable = cart.lines
    .filter((line) => line.available)
    .map((line) => ({ skuId: line.skuId, quantity: line.quantity }));

  if (!cart.lines.length) {
    return (
      <div className="empty-state" data-testid="cart-empty">
        <p>{LL.commerce.cart.empty()}</p>
        <Link to={href.lists()} className="button button--primary">
          {LL.commerce.cart.continueShopping()}
        </Link>
      </div>
    );
  }

  return (
    <div className="cart" aria-busy={saving}>
      <div className="cart__toolbar">
        <label className="check">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={!hydrated}
            onChange={(event) => selectAll(event.currentTarget.checked)}
          />
          <span>{LL.commerce.cart.selectAll()}</span>
        </label>
        {selectedAny.length ? (
          <button
            type="button"
            className="button button--small"
            disabled={!hydrated}
            onClick={() => removeLines(selectedAny)}
          >
            {LL.commerce.cart.removeSelected()}
          </button>
        ) : null}
        <span className="cart__saving" role="status">
          {saving ? LL.commerce.cart.saving() : ""}
        </span>
      </div>
      <FallbackNotice langs={cart.lines.map((line) => line.lang)} />
      <ul className="cart__lines">
        {cart.lines.map((line) => {
          // Why the line cannot be checked out as it is (the quantity field stays usable).
          const unavailable = !line.available
            ? LL.commerce.cart.noLongerSold()
            : line.stock < 1
              ? LL.catalogue.outOfStock()
              : line.quantity > line.stock
                ? LL.commerce.cart.fewerLeft({ stock: line.stock })
                : null;
          return (
            <li key={line.id} className={unavailable ? "cart-line is-unavailable" : "cart-line"} data-line-id={line.id}>
              <label className="check cart-line__select">
                <input
                  type="checkbox"
                  checked={line.selected && !unavailable}
                  disabled={!hydrated || Boolean(unavailable)}
                  onChange={(event) => change(line.id, { selected: event.currentTarget.checked })}
                />
                <span className="visually-hidden">
                  {withElement(
                    LL.commerce.cart.select({ name: ELEMENT_SLOT }),
                    <bdi {...otherLanguage(line.lang, locale)}>{line.name}</bdi>,
                  )}
                </span>
              </label>
              {line.image ? (
                <img src={line.image} alt="" width={96} height={72} className="cart-line__image" loading="lazy" />
              ) : null}
              <div className="cart-line__info">
                <Link to={href.product(line.productId)} className="cart-line__name">
                  <bdi {...otherLanguage(line.lang, locale)}>{line.name}</bdi>
                </Link>
                <p className="muted">
                  <bdi>{line.specName}</bdi> · {withIsolatedCode(LL.catalogue.sku({ code: ELEMENT_SLOT }), line.sku)}
                </p>
                <p className="cart-line__unit">
                  <span className="visually-hidden">{LL.commerce.cart.unitPrice()}: </span>
                  <bdi className="amount">{price(line.unitPriceMinor)}</bdi>
                  {line.originalPriceMinor > line.unitPriceMinor ? (
                    <>
                      {" "}
                      <s className="muted amount">{price(line.originalPriceMinor)}</s>
                    </>
                  ) : null}
                </p>
                {unavailable ? (
                  <p className="badge badge--muted" data-testid="line-unavailable">
                    {unavailable}
                  </p>
                ) : null}
              </div>
              {/* Quantity and line total share a row on phones; the total moves below when it does not fit. */}
              <div className="cart-line__amounts">
                <div className="cart-line__quantity">
                  <NumberField
                    value={line.quantity}
                    min={1}
                    max={Math.max(1, line.stock)}
                    onChange={(quantity) => change(line.id, { quantity })}
                    onClear={() => void askToRemove(line)}
                    disabled={!hydrated}
                    label={
                      <>
                        {LL.purchase.quantity()}: <bdi {...otherLanguage(line.lang, locale)}>{line.name}</bdi>
                      </>
                    }
                    decreaseLabel={LL.purchase.decrease()}
                    increaseLabel={LL.purchase.increase()}
                  />
                  {line.quantity >= line.stock && !unavailable ? (
                    <p className="muted cart-line__limit">{LL.commerce.cart.maxStock({ stock: line.stock })}</p>
                  ) : null}
                </div>
                <p className="cart-line__total" data-testid="line-total">
                  <span className="visually-hidden">{LL.commerce.cart.lineTotal()}: </span>
                  <bdi>{price(line.lineTotalMinor)}</bdi>
                </p>
              </div>
              <button
                type="button"
                className="button button--small cart-line__remove"
                disabled={!hydrated}
                onClick={() => removeLines([line.id])}
                aria-label={LL.commerce.cart.removeItem({ name: line.name })}
              >
                {LL.commerce.cart.remove()}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="cart__summary">
        <p className="cart__subtotal">
          {LL.commerce.cart.subtotal({ count: cart.selectedCount })}:{" "}
          <strong data-testid="cart-subtotal" className="amount">
            <bdi>{price(cart.selectedSubtotalMinor)}</bdi>
          </strong>
        </p>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!hydrated || !selectedIds.length}
          onClick={async () => {
            await settle();
            navigate(`${href.orderConfirm()}?lines=${selectedIds.join(",")}`);
          }}
        >
          {LL.commerce.cart.checkout()}
        </button>
      </div>
      {quotable.length ? (
        <p className="cart__quote">
          <Link to={href.quoteRequest(quotable)} data-testid="cart-request-quote">
            {LL.commerce.quotes.fromCart()}
          </Link>
          <span className="muted">{LL.commerce.quotes.fromCartHint()}</span>
        </p>
      ) : null}
    </div>
  );
}
