import { useCallback, useEffect, useRef, useState } from "react";
import { cartTotals, lineTotal } from "../../../shared/commerce/pricing";
import type { Cart, CartLine } from "../../../shared/commerce/types";
import { api } from "../../lib/api";
import { refreshCartCount, setCartCount } from "../../lib/cart-count";
import { localDateTime } from "../../lib/local-time";

/** Changes made within this long of each other are sent as one request. */
const BURST_MS = 350;

interface LinePatch {
  quantity?: number;
  selected?: boolean;
}

/** A line taken out on this page and where it stood, so Undo can put it back. */
export interface RemovedLine {
  line: CartLine;
  index: number;
  /** Changes to it that were still waiting to be sent. */
  patch: LinePatch | undefined;
}

function withTotals(cart: Cart, lines: CartLine[]): Cart {
  return { ...cart, lines, ...cartTotals(lines) };
}

function patched(line: CartLine, patch: LinePatch): CartLine {
  const quantity = patch.quantity ?? line.quantity;
  return { ...line, ...patch, quantity, lineTotalMinor: lineTotal(line.unitPriceMinor, quantity) };
}

/**
 * The cart as the page shows it, kept in step with the server without losing clicks. Each click
 * changes the page at once; changes arriving in a burst are merged (last value per line wins) and
 * sent as one request, one request at a time; then the server's cart is shown again, unless more
 * changes are already waiting. Lines removed here never come back from an older answer.
 */
export function useCartSync(initial: Cart) {
  const [cart, setCart] = useState(initial);
  const shown = useRef(cart);
  shown.current = cart;
  const [saving, setSaving] = useState(false);
  const pending = useRef(new Map<number, LinePatch>());
  const removals = useRef(new Set<number>());
  const gone = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<void> | null>(null);

  useEffect(() => setCart(initial), [initial]);

  const showServer = useCallback((server: Cart) => {
    // Lines removed on this page stay removed, whatever an answer says.
    const lines = server.lines.filter((line) => !gone.current.has(line.id));
    setCart(withTotals(server, lines));
    setCartCount(lines.reduce((sum, line) => sum + line.quantity, 0));
  }, []);

  /**
   * Takes what is waiting and sends it: removals first, then the merged quantity/selection changes.
   * A failed removal (say, a line ordered meanwhile in another tab) does not drop the other changes.
   */
  const send = useCallback(async (keepalive: boolean): Promise<Cart | null> => {
    const changes = [...pending.current].map(([id, patch]) => ({ id, ...patch }));
    const removed = [...removals.current];
    pending.current.clear();
    removals.current.clear();
    let server: Cart | null = null;
    let failure: unknown = null;
    if (removed.length) {
      server = await api.post("/web/cart/remove", { ids: removed }, { keepalive }).catch((error: unknown) => {
        failure = error;
        // Not removed after all: the server's cart, shown next, brings those lines back.
        for (const id of removed) gone.current.delete(id);
        return null;
      });
    }
    const kept = changes.filter((change) => !gone.current.has(change.id));
    if (kept.length) server = await api.post("/web/cart/batch", { changes: kept }, { keepalive });
    if (failure) throw failure;
    return server;
  }, []);

  /**
   * Sends what is waiting, one request at a time, until nothing is; then shows the server's cart.
   * Called while that is running, it answers the running round, which picks up the new changes.
   */
  const flush = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    if (!pending.current.size && !removals.current.size) {
      setSaving(false);
      return Promise.resolve();
    }
    const round = (async () => {
      let server: Cart | null = null;
      while (pending.current.size || removals.current.size) {
        try {
          server = await send(false);
        } catch {
          // The message was shown; the server's cart is the truth again.
          server = await api.get("/web/cart/list", { silent: true }).catch(() => null);
        }
      }
      running.current = null;
      setSaving(false);
      if (server) showServer(server);
    })();
    running.current = round;
    return round;
  }, [send, showServer]);

  // Leaving the page inside a burst (a reload, a link, closing the tab) still saves the clicks.
  useEffect(() => {
    const leave = () => {
      if (!pending.current.size && !removals.current.size) return;
      clearTimeout(timer.current);
      // The page is going: no waiting for a request in flight (a rare race the next visit settles).
      void send(true).catch(() => undefined);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      // Navigating away inside the app: send what is waiting after any request in flight, then
      // let the header badge catch up.
      if (pending.current.size || removals.current.size || running.current) {
        clearTimeout(timer.current);
        void flush().then(refreshCartCount, () => undefined);
      }
    };
  }, [send, flush]);

  const schedule = useCallback(() => {
    setSaving(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), BURST_MS);
  }, [flush]);

  const change = useCallback(
    (id: number, patch: LinePatch) => {
      pending.current.set(id, { ...pending.current.get(id), ...patch });
      setCart((current) =>
        withTotals(
          current,
          current.lines.map((line) => (line.id === id ? patched(line, patch) : line)),
        ),
      );
      schedule();
    },
    [schedule],
  );

  /** Takes lines out at once (sent with the next burst); answers what was taken, for Undo. */
  const remove = useCallback(
    (ids: number[]): RemovedLine[] => {
      const taken = shown.current.lines.flatMap((line, index) =>
        ids.includes(line.id) ? [{ line, index, patch: pending.current.get(line.id) }] : [],
      );
      for (const id of ids) {
        gone.current.add(id);
        removals.current.add(id);
        pending.current.delete(id);
      }
      setCart((current) =>
        withTotals(
          current,
          current.lines.filter((line) => !ids.includes(line.id)),
        ),
      );
      schedule();
      return taken;
    },
    [schedule],
  );

  /**
   * Undo of a removal. Lines whose removal has not been sent yet simply come back where they
   * stood; for the others, once the removal has reached the server, the same SKU and quantity are
   * added again (one call per line) and the server's cart is shown.
   */
  const restore = useCallback(
    async (removed: RemovedLine[]) => {
      const unsent = removed.filter(({ line }) => removals.current.has(line.id));
      for (const { line, patch } of unsent) {
        removals.current.delete(line.id);
        gone.current.delete(line.id);
        if (patch) pending.current.set(line.id, patch);
      }
      if (unsent.length) {
        setCart((current) => {
          const lines = [...current.lines];
          for (const { line, index } of [...unsent].sort((a, b) => a.index - b.index)) {
            lines.splice(Math.min(index, lines.length), 0, line);
          }
          return withTotals(current, lines);
        });
      }
      const sent = removed.filter((entry) => !unsent.includes(entry));
      if (!sent.length) return;
      setSaving(true);
      clearTimeout(timer.current);
      await flush();
      setSaving(true);
      // The removal is done and no older answer is on its way; the database may give the line
      // added again the id the removed one had, and it must show.
      for (const { line } of sent) gone.current.delete(line.id);
      for (const { line } of sent) {
        await api
          .post("/web/cart/add", {
            skuId: line.skuId,
            productId: line.productId,
            operateTime: localDateTime(),
            quantity: line.quantity,
          })
          .catch(() => undefined);
      }
      const server = await api.get("/web/cart/list", { silent: true }).catch(() => null);
      setSaving(false);
      if (server) showServer(server);
    },
    [flush, showServer],
  );

  const selectAll = useCallback(
    (selected: boolean) => {
      setCart((current) => {
        for (const line of current.lines) pending.current.set(line.id, { ...pending.current.get(line.id), selected });
        return withTotals(
          current,
          current.lines.map((line) => ({ ...line, selected })),
        );
      });
      schedule();
    },
    [schedule],
  );

  /** Sends anything still waiting now (before leaving for checkout). */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    await flush();
  }, [flush]);

  return { cart, saving, change, remove, restore, selectAll, settle };
}
