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
      submitLabel={LL.settings.changePassword()}
      successMessage={LL.settings.passwordChanged()}
      resetOnSuccess
    >
      <PasswordInput
        label={LL.settings.currentPassword()}
        name="oldPassword"
        autoComplete="current-password"
        required
        maxLength={256}
      />
      <NewPasswordField label={LL.settings.newPassword()} name="newPassword" />
    </SettingsForm>
  );
}
