import { useState } from "react";
import { useI18n } from "../../lib/i18n";
import { PasswordInput } from "./password-input";
import { PasswordRules } from "./password-rules";
import { SettingsForm } from "./settings-form";

/** Current password, new password with the three live rules. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { LL } = useI18n();
  const [password, setPassword] = useState("");
  return (
    <SettingsForm intent="password" submitLabel={LL.settings.changePassword()} successMessage={LL.settings.passwordChanged()} onSuccess={onChanged}>
      <PasswordInput label={LL.settings.currentPassword()} name="oldPassword" autoComplete="current-password" required maxLength={256} />
      <PasswordInput
        label={LL.settings.newPassword()}
        name="newPassword"
        autoComplete="new-password"
        required
        maxLength={32}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        aria-describedby="change-password-rules"
      />
      <PasswordRules password={password} id="change-password-rules" />
    </SettingsForm>
  );
}
