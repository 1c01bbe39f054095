import type { Locale } from "../locale";

/**
 * The catalogue's structure as the console edits it: categories, navigation entries and
 * specification options, each with every language it has (missing ones fall back to English).
 */

export interface ConsoleCategoryText {
  name: string;
  description: string;
}

export interface ConsoleCategory {
  id: number;
  parentId: number | null;
  slug: string;
  img: string | null;
  sort: number;
  published: boolean;
  version: number;
  text: Partial<Record<Locale, ConsoleCategoryText>>;
  /** What it still holds (a category holding anything cannot be deleted). */
  products: number;
  children: number;
  navigation: number;
}

/** Pages a navigation entry without a category may open (a path segment of the shop). */
export const NAVIGATION_PAGES = ["sms", "lists", "discount", "blog", "case", "about", "logistics"] as const;
export type NavigationPage = (typeof NAVIGATION_PAGES)[number];

export interface ConsoleNavigationEntry {
  id: number;
  /** A category id (an entry with an image) or a page of NAVIGATION_PAGES. */
  target: string;
  img: string | null;
  sort: number;
  version: number;
  names: Partial<Record<Locale, string>>;
}

export interface ConsoleSpecOption {
  id: number;
  /** The English name (the base every language falls back to). */
  name: string;
  sort: number;
  published: boolean;
  version: number;
  translations: Partial<Record<Locale, string>>;
  /** SKUs that use it (an option in use cannot be deleted). */
  skus: number;
}

/** A related product staff chose, in the order the shop shows it. */
export interface RelatedPick {
  id: number;
  name: string;
  published: boolean;
}

/** Up or down among its siblings. */
export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
