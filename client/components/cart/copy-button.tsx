import { useState } from "react";
import { useI18n } from "../../lib/i18n";

/** Copies a value (bank details) to the clipboard and says so; `label` names the value for screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { LL } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--small copy-button"
      aria-label={copied ? LL.commerce.pay.copied() : LL.commerce.pay.copyValue({ label })}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          // No clipboard access (insecure context): the value stays selectable on the page.
        }
      }}
    >
      {copied ? LL.commerce.pay.copied() : LL.commerce.pay.copy()}
    </button>
  );
}
