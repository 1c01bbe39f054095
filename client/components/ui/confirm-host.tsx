import { lazy, Suspense } from "react";
import { useConfirmDialog } from "../../lib/confirm-dialog";

const ConfirmDialogBox = lazy(() => import("./confirm-dialog-box"));

/**
 * Renders the one confirm dialog (see lib/confirm-dialog.ts). Its code loads with the first
 * question asked: a page that never asks does not download it.
 */
export function ConfirmHost() {
  const dialog = useConfirmDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBox dialog={dialog} />
    </Suspense>
  );
}
