import { imageSrcSet, imageUrl } from "../../../shared/images";
import { useRootData } from "../../lib/root-data";

interface Props {
  src: string;
  alt: string;
  /** Intrinsic size: always set, so nothing shifts while loading. */
  width: number;
  height: number;
  /** The largest CSS width it is shown at (for srcset). */
  displayWidth: number;
  sizes?: string;
  /** The page's main (LCP) image: eager, high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/** A catalogue image: sized, lazy below the fold, responsive through Cloudflare Images. */
export function ResponsiveImage({ src, alt, width, height, displayWidth, sizes, priority, className }: Props) {
  const settings = useRootData()?.config ?? { imageBase: "", imageProxy: "", imageResize: false };
  const srcSet = imageSrcSet(src, settings, displayWidth);
  return (
    <img
      src={imageUrl(src, settings, displayWidth)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? (sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
