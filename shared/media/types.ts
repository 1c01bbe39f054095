import type { MediaRole } from "./files";

/** An uploaded file as the console lists it for a product. */
export interface ProductFile {
  /** The link's id (removing it keeps the stored object). */
  id: number;
  mediaId: number;
  role: Exclude<MediaRole, "cover">;
  /** Path on this site: /media/<key>. */
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
}

export interface ProductFiles {
  productId: number;
  name: string;
  cover: string | null;
  files: ProductFile[];
}

/** A product in the console's files list. */
export interface ProductFilesRow {
  productId: number;
  name: string;
  cover: string | null;
  files: number;
}

/** A datasheet or firmware file in the product page's Downloads tab. */
export interface ProductDownload {
  role: "datasheet" | "firmware";
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** What an upload answers: the stored file (a second upload of the same bytes finds the first). */
export interface UploadedMedia {
  mediaId: number;
  url: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/** The public path of a stored object. */
export const mediaPath = (key: string): string => `/media/${key}`;

/** A stored file nothing on the site names any more (the media library offers to delete it). */
export interface UnusedMedia {
  mediaId: number;
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
}
