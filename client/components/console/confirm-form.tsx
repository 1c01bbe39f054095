import type { ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { confirmDialog, type ConfirmOptions } from "../../lib/confirm-dialog";
import { useHydrated } from "../../lib/hydration";

/**
 * A one-button form that asks first: the question is the confirm dialog, and the button waits for
 * the page's code (a tap on the server's HTML alone would skip the question).
 */
export function ConfirmForm({
  question,
  label,
  children,
}: {
  question: Omit<ConfirmOptions, "type">;
  /** The button's accessible name (the file it acts on). */
  label: string;
  /** Hidden inputs the action reads. */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  return (
    <Form
      method="post"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (await confirmDialog({ ...question, type: "warning" })) void submit(form, { method: "post" });
      }}
    >
      {children}
      <button type="submit" className="button button--danger" disabled={!hydrated || busy} aria-label={label}>
        {question.confirmText}
      </button>
    </Form>
  );
}
