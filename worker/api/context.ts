import type { TranslationFunctions } from "../../locales/i18n-types";
import type { Locale } from "../../shared/locale";
import type { Env } from "../env";

/** What every API handler can read from the context. */
export interface ApiVariables {
  locale: Locale;
  LL: TranslationFunctions;
  requestId: string;
}

export interface ApiEnv {
  Bindings: Env;
  Variables: ApiVariables;
}
