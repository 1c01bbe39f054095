/** Response shapes of the catalogue API (spec §3). */

export interface CategoryNode {
  keyId: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  img: string | null;
  sort: number;
  /** Sub-categories (the legacy API's name for children). */
  child: CategoryNode[];
}

export interface NavigationEntry {
  keyId: string;
  name: string;
  img: string | null;
}
