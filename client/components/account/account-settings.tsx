import type { UserInfo } from "../../../shared/account/user";
import type { Address } from "../../../shared/commerce/types";
import { NAME_MAX_LENGTH, PASSWORD_MASK } from "../../../shared/constants";
import { useI18n } from "../../lib/i18n";
import { PageHeader } from "../ui/page-header";
import { TextField } from "../ui/text-field";
import { AddressBook } from "./address-book";
import { ChangePasswordForm } from "./change-password-form";
import { MailLanguageField, NewSignInMailField } from "./mail-language-field";
import { PrivacySettings } from "./privacy-settings";
import { SettingsForm } from "./settings-form";

/**
 * /account/settings: profile, email (read-only), password (masked, changeable), other devices, and
 * the customer's data (download it, delete the account).
 */
export function AccountSettings({ user, addresses }: { user: UserInfo; addresses: Address[] }) {
  const { LL } = useI18n();
  return (
    <>
      <PageHeader title={LL.pages.account.settings()} />
      <section className="card settings-section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">{LL.account.settings.profile()}</h2>
        <SettingsForm
          intent="profile"
          submitLabel={LL.account.settings.save()}
          successMessage={LL.account.settings.saved()}
        >
          <TextField
            label={LL.account.settings.userName()}
            name="userName"
            defaultValue={user.userName}
            required
            maxLength={NAME_MAX_LENGTH}
            autoComplete="nickname"
          />
          <div className="form__row">
            <TextField
              label={LL.account.auth.firstName()}
              name="firstName"
              defaultValue={user.firstName}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="given-name"
            />
            <TextField
              label={LL.account.auth.lastName()}
              name="lastName"
              defaultValue={user.lastName}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="family-name"
            />
          </div>
          <MailLanguageField current={user.language} />
          <NewSignInMailField on={user.newSignInMail} />
        </SettingsForm>
        <TextField
          label={LL.account.settings.email()}
          value={user.email}
          readOnly
          hint={LL.account.settings.emailHint()}
        />
      </section>
      <section className="card settings-section" aria-labelledby="settings-password">
        <h2 id="settings-password">{LL.account.settings.password()}</h2>
        <p className="settings-password-mask" data-testid="password-mask">
          {PASSWORD_MASK}
        </p>
        <ChangePasswordForm />
      </section>
      <AddressBook addresses={addresses} />
      <section className="card settings-section" aria-labelledby="settings-devices">
        <h2 id="settings-devices">{LL.account.settings.devices()}</h2>
        <p className="muted">{LL.account.settings.signOutOthersHint()}</p>
        <SettingsForm
          intent="logout-others"
          submitLabel={LL.account.settings.signOutOthers()}
          successMessage={LL.account.settings.signedOutOthers()}
        />
      </section>
      <PrivacySettings email={user.email} />
    </>
  );
}
