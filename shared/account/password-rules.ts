import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";

/** The three labelled password rules, each checked on its own (the form shows them live). */
export interface PasswordRuleResults {
  /** 8 to 32 characters. */
  length: boolean;
  /** Printable ASCII only, no spaces. */
  allowedCharacters: boolean;
  /** At least two of: letters, digits, symbols. */
  characterKinds: boolean;
}

const PRINTABLE_ASCII_NO_SPACE = /^[\x21-\x7e]*$/;

export function checkPasswordRules(password: string): PasswordRuleResults {
  const kinds = [/[A-Za-z]/, /[0-9]/, /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/].filter((kind) =>
    kind.test(password),
  ).length;
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    allowedCharacters: password.length > 0 && PRINTABLE_ASCII_NO_SPACE.test(password),
    characterKinds: kinds >= 2,
  };
}

export function meetsPasswordRules(password: string): boolean {
  const results = checkPasswordRules(password);
  return results.length && results.allowedCharacters && results.characterKinds;
}
