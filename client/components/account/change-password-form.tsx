import { useI18n } from "../../lib/i18n";
import { PasswordInput } from "./password-input";
import { NewPasswordField } from "./password-rules";
import { SettingsForm } from "./settings-form";

/** Current password, new password with the three live rules; both are emptied once changed. */
export function ChangePasswordForm() {
  const { LL } = useI18n();
  return (
    <SettingsForm
      intent="password"
      submitLabel={LL.account.settings.changePassword()}
      successMessage={LL.account.settings.passwordChanged()}
      resetOnSuccess
    >
      <PasswordInput
        label={LL.account.settings.currentPassword()}
        name="oldPassword"
        autoComplete="current-password"
        required
        maxLength={256}
      />
      <NewPasswordField label={LL.account.settings.newPassword()} name="newPassword" />
    </SettingsForm>
  );
}
