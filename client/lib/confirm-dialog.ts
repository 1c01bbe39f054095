import { useSyncExternalStore } from "react";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  type?: "warning" | "info" | "error" | "success";
}

interface OpenDialog extends ConfirmOptions {
  id: number;
  open: boolean;
  resolve: (confirmed: boolean) => void;
}

/** A closed dialog stays in the page this long (for its exit), then is removed. */
export const CONFIRM_DIALOG_REMOVE_MS = 300;

let current: OpenDialog | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Asks the user to confirm. Only one confirm dialog at a time: while one is showing, a
 * second request resolves false at once. (One that is closing may be replaced.)
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  if (current?.open) return Promise.resolve(false);
  return new Promise((resolve) => {
    current = { ...options, id: nextId++, open: true, resolve };
    emit();
  });
}

/** Closes the dialog with the user's answer; it is removed 300 ms later. */
export function answerConfirmDialog(confirmed: boolean) {
  const dialog = current;
  if (!dialog?.open) return;
  current = { ...dialog, open: false };
  emit();
  dialog.resolve(confirmed);
  setTimeout(() => {
    if (current?.id === dialog.id) {
      current = null;
      emit();
    }
  }, CONFIRM_DIALOG_REMOVE_MS);
}

/** The dialog now: open, closing (open false, removed soon) or none. */
/** The dialog as components see it: open, or closing (removed soon). */
export type ConfirmDialogState = Readonly<OpenDialog>;

export function currentConfirmDialog(): Readonly<OpenDialog> | null {
  return current;
}

export function useConfirmDialog(): Readonly<OpenDialog> | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentConfirmDialog,
    () => null,
  );
}
