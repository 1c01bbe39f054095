import { useEffect, useRef } from "react";
import { answerConfirmDialog, type ConfirmDialogState } from "../../lib/confirm-dialog";
import { keepFocusInside } from "../../lib/focus-trap";

/** The confirm dialog itself, loaded with the first question (see confirm-host.tsx). */
export default function ConfirmDialogBox({ dialog }: { dialog: ConfirmDialogState }) {
  const element = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    if (dialog.open && !node.open) node.showModal();
    if (!dialog.open && node.open) node.close();
  }, [dialog]);
  return (
    <dialog
      ref={element}
      className={`dialog dialog--${dialog.type ?? "info"}${dialog.open ? "" : " is-closing"}`}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      data-testid="confirm-dialog"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        answerConfirmDialog(false);
      }}
    >
      <h2 id="confirm-dialog-title" className="dialog__title">
        {dialog.type === "warning" ? (
          <span aria-hidden="true" className="dialog__icon">
            ⚠
          </span>
        ) : null}
        {dialog.title}
      </h2>
      <p id="confirm-dialog-message">{dialog.message}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => answerConfirmDialog(false)}>
          {dialog.cancelText}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus to its primary action when it opens */}
        <button type="button" className="button button--primary" onClick={() => answerConfirmDialog(true)} autoFocus>
          {dialog.confirmText}
        </button>
      </div>
    </dialog>
  );
}
