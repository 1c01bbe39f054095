import { DUPLICATE_ERROR_WINDOW_MS } from "../../shared/constants";
import { placeToasts } from "./toast-position";
import { toasterReady } from "./toaster-ready";

type Toasts = typeof import("../components/ui/toasts");

let toasts: Promise<Toasts> | undefined;
/** sonner comes with the toast area's chunk, loaded when a toast is first wanted: never on the first paint. */
function loadToasts(): Promise<Toasts> {
  wantToaster();
  toasts ??= import("../components/ui/toasts");
  return toasts;
}

const wantListeners = new Set<() => void>();
let wanted = false;
/**
 * Asks for the toast area: it mounts (and sonner loads) on the first toast or the visitor's first
 * interaction, so its live region exists before any action's answer is announced.
 */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
  wantListeners.clear();
}

/** Calls `listener` once the toast area is wanted (at once if it already is); returns an unsubscribe. */
export function whenToasterWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

const lastShown = new Map<string, number>();

/** The same message is not shown again within 1 s. */
export function shouldShow(message: string, now = Date.now()): boolean {
  const last = lastShown.get(message);
  if (last !== undefined && now - last < DUPLICATE_ERROR_WINDOW_MS) return false;
  lastShown.set(message, now);
  return true;
}

async function show(kind: "error" | "success" | "info" | "warning", message: string) {
  if (typeof window === "undefined") return;
  const { toast } = await loadToasts();
  await toasterReady;
  placeToasts();
  toast[kind](message);
}

export function notifyError(message: string): void {
  if (shouldShow(message)) void show("error", message);
}

export function notifySuccess(message: string): void {
  void show("success", message);
}

export function notifyInfo(message: string): void {
  void show("info", message);
}

/** A done thing that can be taken back: the toast offers `undoLabel`, which calls `onUndo` once. */
export function notifyUndoable(message: string, undoLabel: string, onUndo: () => void): void {
  if (typeof window === "undefined") return;
  void (async () => {
    const { toast } = await loadToasts();
    await toasterReady;
    toast.success(message, { action: { label: undoLabel, onClick: onUndo } });
  })();
}
