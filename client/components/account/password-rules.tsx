import { checkPasswordRules } from "../../../shared/account/password-rules";
import { useI18n } from "../../lib/i18n";

/** The three labelled rules of spec §5, ticked live as the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { LL } = useI18n();
  const results = checkPasswordRules(password);
  const rules = [
    { key: "length", met: results.length, label: LL.auth.ruleLength() },
    { key: "allowed", met: results.allowedCharacters, label: LL.auth.ruleAllowed() },
    { key: "kinds", met: results.characterKinds, label: LL.auth.ruleKinds() },
  ];
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{LL.auth.rulesTitle()}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule.key} className={rule.met ? "password-rules__rule is-met" : "password-rules__rule"} data-rule={rule.key} data-met={rule.met}>
            <span aria-hidden="true" className="password-rules__mark">
              {rule.met ? "✓" : "•"}
            </span>
            {rule.label}
            <span className="visually-hidden"> ({rule.met ? LL.auth.ruleMet() : LL.auth.ruleNotMet()})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
