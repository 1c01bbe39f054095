import { Fragment, useCallback, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { PasswordInput } from "./password-input";
import { NewPasswordField } from "./password-rules";
import { SettingsForm } from "./settings-form";

/** Current password, new password with the three live rules; both are emptied once changed. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { LL } = useI18n();
  // A new key after each change: fresh, empty fields (and rules) instead of the old passwords.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => {
    setChanges((count) => count + 1);
    onChanged?.();
  }, [onChanged]);
  return (
    <SettingsForm
      intent="password"
      submitLabel={LL.settings.changePassword()}
      successMessage={LL.settings.passwordChanged()}
      onSuccess={changed}
    >
      <Fragment key={changes}>
        <PasswordInput
          label={LL.settings.currentPassword()}
          name="oldPassword"
          autoComplete="current-password"
          required
          maxLength={256}
        />
        <NewPasswordField label={LL.settings.newPassword()} name="newPassword" />
      </Fragment>
    </SettingsForm>
  );
}
