import { type FormEvent, useId, type InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /**
   * The field's rule in words, for the browser to show instead of its "Please match the requested
   * format" (in the browser's language, whatever the page's) when the value breaks `pattern` or
   * `minLength`.
   */
  formatMessage?: string;
};

export function TextField({ label, hint, id, formatMessage, onInput, onInvalid, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const explain = (event: FormEvent<HTMLInputElement>) => {
    if (!formatMessage) return;
    const field = event.currentTarget;
    field.setCustomValidity("");
    if (field.validity.patternMismatch || field.validity.tooShort) field.setCustomValidity(formatMessage);
  };
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        aria-describedby={hintId}
        className="field__input"
        onInput={(event) => {
          explain(event);
          onInput?.(event);
        }}
        onInvalid={(event) => {
          explain(event);
          onInvalid?.(event);
        }}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
