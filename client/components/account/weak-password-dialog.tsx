import { useEffect, useRef, useState } from "react";
import type { SessionUser } from "../../../shared/account/user";
import { weakPasswordPrompt } from "../../../shared/account/weak-password";
import { keepFocusInside } from "../../lib/focus-trap";
import { useI18n } from "../../lib/i18n";
import { readPasswordCheck, writePasswordCheck, type PasswordCheckState } from "../../lib/password-check";
import { ChangePasswordForm } from "./change-password-form";
import { SignOutForm } from "./sign-out-form";

/**
 * The weak-password reminder. Due when the user's `weakPassword` is true, unless "remind me later"
 * was chosen this session; forced (no way to dismiss it) once `weakPasswordCount` exceeds 5. The
 * check's result and time, the remind-later choice and whether the change form is open all
 * survive reloads.
 */
export default function WeakPasswordDialog({ user }: { user: SessionUser }) {
  const { LL } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<PasswordCheckState>(() => {
    const weak = Boolean(user.weakPassword);
    const stored = readPasswordCheck(user.id);
    const strength = weak ? "weak" : "ok";
    if (stored && stored.strength === strength) return stored;
    // Strength and check time are recorded together.
    return { userId: user.id, strength, checkedAt: Date.now(), remindLater: false, changeOpen: false };
  });
  useEffect(() => writePasswordCheck(state), [state]);

  const prompt = weakPasswordPrompt({
    weakPassword: user.weakPassword,
    weakPasswordCount: user.weakPasswordCount,
    remindLater: state.remindLater,
  });
  const forced = prompt === "forced";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (prompt !== "none" && !element.open) element.showModal();
    if (prompt === "none" && element.open) element.close();
  }, [prompt]);

  if (prompt === "none") return null;
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="weak-password-title"
      data-testid="weak-password-dialog"
      data-forced={forced}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape may only dismiss a reminder, never a forced change.
        if (forced) event.preventDefault();
        else setState((current) => ({ ...current, remindLater: true }));
      }}
    >
      <h2 id="weak-password-title" className="dialog__title">
        {LL.account.weakPassword.title()}
      </h2>
      <p>
        {forced
          ? LL.account.weakPassword.forcedBody({ count: user.weakPasswordCount ?? 0 })
          : LL.account.weakPassword.body()}
      </p>
      {state.changeOpen || forced ? (
        <>
          <ChangePasswordForm />
          {/* A forced change cannot be dismissed; signing out is the way to leave it. */}
          {forced ? <SignOutForm buttonClassName="button" /> : null}
        </>
      ) : (
        <div className="dialog__actions">
          <button
            type="button"
            className="button"
            onClick={() => setState((current) => ({ ...current, remindLater: true }))}
          >
            {LL.account.weakPassword.remindLater()}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setState((current) => ({ ...current, changeOpen: true }))}
          >
            {LL.account.weakPassword.changeNow()}
          </button>
        </div>
      )}
    </dialog>
  );
}
