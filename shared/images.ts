import { IMAGE_DEFAULT_FORMAT, IMAGE_DENSITIES, IMAGE_WIDTHS } from "./constants";

export interface ImageSettings {
  /** Origin of stored images ("" = this site). */
  imageBase: string;
  /** Optional path prefix of an image proxy ("/img-proxy"). */
  imageProxy: string;
  /** Build Cloudflare Images URLs (/cdn-cgi/image/<options>/<source>). */
  imageResize: boolean;
}

const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/** The stored image's URL: image base (or proxy) plus its path; absolute URLs pass through. */
export function imageSource(path: string, settings: ImageSettings): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalized = path.startsWith("/") ? path : `/${path}`;
  return `${settings.imageProxy}${settings.imageBase}${normalized}`;
}

/**
 * One rendition: Cloudflare Images modifiers in front of the source when resizing is on and the
 * format can be resized (vector images are served as they are).
 */
export function imageUrl(
  path: string,
  settings: ImageSettings,
  width?: number,
  format: string = IMAGE_DEFAULT_FORMAT,
): string {
  const source = imageSource(path, settings);
  if (!settings.imageResize || !width || !RESIZABLE.test(path.split("?")[0]!)) return source;
  const origin = settings.imageBase ? new URL(settings.imageBase).origin : "";
  const relative = settings.imageBase ? source.slice(origin.length) : source;
  return `${origin}/cdn-cgi/image/width=${width},format=${format},quality=80${relative}`;
}

/**
 * `srcset` over the image widths (640 … 3840), covering densities 1 and 2 of the largest width the
 * image is shown at. Empty when the image cannot be resized (one source serves every width).
 */
export function imageSrcSet(path: string, settings: ImageSettings, displayWidth: number): string {
  if (!settings.imageResize || !RESIZABLE.test(path.split("?")[0]!)) return "";
  const largest = displayWidth * Math.max(...IMAGE_DENSITIES);
  const widths = IMAGE_WIDTHS.filter((width, index) => width <= largest || IMAGE_WIDTHS[index - 1]! < largest);
  return widths.map((width) => `${imageUrl(path, settings, width)} ${width}w`).join(", ");
}
