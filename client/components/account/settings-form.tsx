import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { confirmDialog, type ConfirmOptions } from "../../lib/confirm-dialog";
import { sessionChanged } from "../../lib/session";
import { FormMessage } from "../ui/form-message";

/** What a settings form asks for. */
export type SettingsIntent =
  | "profile"
  | "password"
  | "logout-others"
  | "address-save"
  | "address-delete"
  | "delete-account";

/** What a settings form gets back from the page's action. */
export interface SettingsResult {
  intent: SettingsIntent;
  error?: string;
  ok?: boolean;
}

/** One independent form of the settings page (each with its own pending state and message). */
export function SettingsForm({
  intent,
  submitLabel,
  successMessage,
  children,
  onSuccess,
  cancel,
  confirmFirst,
  submitClassName = "button button--primary",
  resetOnSuccess = false,
}: {
  intent: SettingsIntent;
  submitLabel: string;
  successMessage: string;
  children?: ReactNode;
  onSuccess?: () => void;
  /** A way out of the form without saving (its label and what it does). */
  cancel?: { label: string; onCancel: () => void };
  /** Asks before sending (a deletion). */
  confirmFirst?: ConfirmOptions;
  /** The submit button's look: primary unless it deletes something. */
  submitClassName?: string;
  /** Fresh, empty fields after each success, shown in the same render as its message. */
  resetOnSuccess?: boolean;
}) {
  const fetcher = useFetcher<SettingsResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Successes so far, counted while rendering the answer (not in an effect a frame later), so the
  // message never shows next to what was just sent.
  const [counted, setCounted] = useState(result);
  const [successes, setSuccesses] = useState(0);
  if (result !== counted) {
    setCounted(result);
    if (result?.ok) setSuccesses((count) => count + 1);
  }
  const handled = useRef<SettingsResult | undefined>(undefined);
  useEffect(() => {
    // Once per answer (the answer stays in the fetcher after it arrives).
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    // The action may have rewritten the user-info cookie (name, password strength).
    sessionChanged();
    onSuccess?.();
  }, [result, onSuccess]);
  return (
    <fetcher.Form
      method="post"
      action="/account/settings"
      className="form"
      onSubmit={
        confirmFirst
          ? async (event) => {
              const form = event.currentTarget;
              event.preventDefault();
              if (await confirmDialog(confirmFirst)) void fetcher.submit(form);
            }
          : undefined
      }
    >
      <FormMessage error={result?.error} success={result?.ok ? successMessage : null} />
      <input type="hidden" name="intent" value={intent} />
      <Fragment key={resetOnSuccess ? successes : undefined}>{children}</Fragment>
      <button type="submit" className={submitClassName} disabled={fetcher.state !== "idle"}>
        {submitLabel}
      </button>
      {cancel ? (
        <button type="button" className="button" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      ) : null}
    </fetcher.Form>
  );
}
