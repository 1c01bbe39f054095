import { VIDEO_INSERT_POSITION } from "../constants";

export interface GalleryImage {
  url: string;
  width: number;
  height: number;
}

export type GalleryItem = ({ kind: "image" } & GalleryImage) | { kind: "video"; url: string; poster: string | null };

/** The video goes after the first three images (at the end when there are fewer). */
export function galleryItems(
  images: readonly GalleryImage[],
  video: { url: string; poster: string | null } | null,
): GalleryItem[] {
  const items: GalleryItem[] = images.map((image) => ({ kind: "image", ...image }));
  if (video) items.splice(Math.min(VIDEO_INSERT_POSITION, items.length), 0, { kind: "video", ...video });
  return items;
}
