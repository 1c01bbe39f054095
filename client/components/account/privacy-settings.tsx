import { useRef } from "react";
import { ACCOUNT_EXPORT_PATH, KEPT_AFTER_DELETION } from "../../../shared/account/privacy";
import { useI18n } from "../../lib/i18n";
import { ELEMENT_SLOT, withElement } from "../../lib/rich-text";
import { PasswordInput } from "./password-input";
import { SettingsForm } from "./settings-form";

/**
 * The settings page's privacy section: download everything the shop holds about the customer (a
 * JSON file), and delete the account after typing the password again. What is removed and what
 * accounting keeps are said before the confirmation. The confirmation opens without scripts too
 * (a disclosure element).
 */
export function PrivacySettings({ email }: { email: string }) {
  const { LL } = useI18n();
  const P = LL.account.settings.privacy;
  const disclosure = useRef<HTMLDetailsElement>(null);
  return (
    <section className="card settings-section" aria-labelledby="settings-privacy" data-testid="privacy">
      <h2 id="settings-privacy">{P.title()}</h2>
      <p className="muted">{P.exportLead()}</p>
      <p>
        <a className="button" href={ACCOUNT_EXPORT_PATH} download data-testid="privacy-export">
          {P.exportButton()}
        </a>
      </p>
      <h3 className="settings-subtitle">{P.deleteTitle()}</h3>
      <p>{P.deleteLead()}</p>
      <div className="privacy-facts">
        <div>
          <h4 className="privacy-facts__title">{P.removedTitle()}</h4>
          <p className="muted">{P.removed()}</p>
        </div>
        <div>
          <h4 className="privacy-facts__title">{P.keptTitle()}</h4>
          <ul className="privacy-facts__list muted">
            {KEPT_AFTER_DELETION.map((kept) => (
              <li key={kept}>{P.kept[kept]()}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="muted">{P.rule()}</p>
      <details className="privacy-delete" ref={disclosure}>
        <summary className="button button--danger">{P.start()}</summary>
        <div className="privacy-delete__confirm">
          <h3 id="privacy-confirm-title" className="settings-subtitle">
            {P.confirmTitle()}
          </h3>
          <p>
            {withElement(
              P.confirmLead({ email: ELEMENT_SLOT }),
              // Left to right inside any sentence, and wrapped as one piece when a phone is too narrow.
              <bdi dir="ltr" className="privacy-delete__email">
                {email}
              </bdi>,
            )}
          </p>
          <SettingsForm
            intent="delete-account"
            submitLabel={P.confirm()}
            submitClassName="button button--danger"
            successMessage={P.deleted()}
            resetOnSuccess
            cancel={{
              label: P.cancel(),
              onCancel: () => {
                if (disclosure.current) disclosure.current.open = false;
              },
            }}
          >
            <PasswordInput
              label={P.password()}
              name="password"
              autoComplete="current-password"
              required
              maxLength={256}
            />
          </SettingsForm>
        </div>
      </details>
    </section>
  );
}
