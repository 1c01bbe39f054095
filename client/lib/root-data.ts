import { useRouteLoaderData } from "react-router";
import type { NavigationEntry } from "../../shared/catalogue/types";
import type { PublicConfig } from "../../shared/config";
import type { FormatShapes } from "../../shared/format-shapes";
import type { TextOverrides } from "../../shared/i18n/text-overrides";
import type { Locale } from "../../shared/locale";

/** What the root loader gives every page: language, public config, navigation, configured texts. */
export interface RootData {
  locale: Locale;
  config: PublicConfig;
  navigation: NavigationEntry[];
  /** The navigation could not be loaded (the header lacks its entries; the page says so). */
  dataFailed: boolean;
  /**
   * The configured translations that replace built-in texts of this language (only those, not the
   * whole dictionary): the server renders with them, and the browser hydrates with the same.
   */
  textOverrides: TextOverrides;
  /** How this language writes the shop's prices, numbers and dates, read from Intl by the server. */
  formats: FormatShapes;
}

/** Root data; undefined only while the root itself failed (the error page then uses defaults). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
