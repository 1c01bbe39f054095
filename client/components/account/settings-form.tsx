import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { sessionChanged } from "../../lib/session";
import type { SettingsActionData, SettingsIntent } from "../../routes/account.settings";
import { FormMessage } from "../ui/form-message";

/** One independent form of the settings page (each with its own pending state and message). */
export function SettingsForm({
  intent,
  submitLabel,
  successMessage,
  children,
  onSuccess,
}: {
  intent: SettingsIntent;
  submitLabel: string;
  successMessage: string;
  children?: ReactNode;
  onSuccess?: () => void;
}) {
  const fetcher = useFetcher<SettingsActionData>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<SettingsActionData | undefined>(undefined);
  useEffect(() => {
    // Once per answer (the answer stays in the fetcher after it arrives).
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    // The action may have rewritten the user-info cookie (name, password strength).
    sessionChanged();
    onSuccess?.();
  }, [result, onSuccess]);
  return (
    <fetcher.Form method="post" action="/account/settings" className="form">
      <FormMessage error={result?.error} success={result?.ok ? successMessage : null} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {submitLabel}
      </button>
    </fetcher.Form>
  );
}
