import { type InputHTMLAttributes, type Ref, useId, useState } from "react";
import { useI18n } from "../../lib/i18n";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; ref?: Ref<HTMLInputElement> };

/** A password field with a show/hide toggle. */
export function PasswordInput({ label, id, ...input }: Props) {
  const { LL } = useI18n();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="password-input">
        <input {...input} id={inputId} type={visible ? "text" : "password"} className="field__input" />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? LL.account.auth.hidePassword() : LL.account.auth.showPassword()}
        </button>
      </div>
    </div>
  );
}
