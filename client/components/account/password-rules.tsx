import { useId, useRef, useState } from "react";
import { checkPasswordRules } from "../../../shared/account/password-rules";
import { useAdoptTypedValue } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { PasswordInput } from "./password-input";

/** The three labelled password rules, ticked live as the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { LL } = useI18n();
  const results = checkPasswordRules(password);
  const rules = [
    { key: "length", met: results.length, label: LL.account.auth.ruleLength() },
    { key: "allowed", met: results.allowedCharacters, label: LL.account.auth.ruleAllowed() },
    { key: "kinds", met: results.characterKinds, label: LL.account.auth.ruleKinds() },
  ];
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{LL.account.auth.rulesTitle()}</p>
      <ul>
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={rule.met ? "password-rules__rule is-met" : "password-rules__rule"}
            data-rule={rule.key}
            data-met={rule.met}
          >
            <span aria-hidden="true" className="password-rules__mark">
              {rule.met ? "✓" : "•"}
            </span>
            {rule.label}
            <span className="visually-hidden">
              {" "}
              ({rule.met ? LL.account.auth.ruleMet() : LL.account.auth.ruleNotMet()})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new password's field with its live rules (sign-up, reset, change). */
export function NewPasswordField({ label, name }: { label: string; name: string }) {
  const [password, setPassword] = useState("");
  const rulesId = useId();
  const field = useRef<HTMLInputElement>(null);
  // A password typed before the page hydrated is kept (a controlled field would empty it).
  useAdoptTypedValue(field, password, setPassword);
  return (
    <>
      <PasswordInput
        ref={field}
        label={label}
        name={name}
        autoComplete="new-password"
        required
        maxLength={32}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        aria-describedby={rulesId}
      />
      <PasswordRules password={password} id={rulesId} />
    </>
  );
}
