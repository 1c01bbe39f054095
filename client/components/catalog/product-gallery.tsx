import { useState } from "react";
import type { GalleryItem } from "../../../shared/catalog/gallery";
import { useI18n } from "../../lib/i18n";
import { ResponsiveImage } from "../ui/responsive-image";

/** Images and the product video (inserted after the first three images). */
export function ProductGallery({ items, name }: { items: GalleryItem[]; name: string }) {
  const { LL } = useI18n();
  const [current, setCurrent] = useState(0);
  const item = items[current];
  if (!item) return <div className="gallery gallery--empty" />;
  return (
    <section className="gallery" aria-label={LL.catalog.galleryLabel()}>
      <div className="gallery__stage">
        {item.kind === "image" ? (
          <ResponsiveImage
            src={item.url}
            alt={name}
            width={item.width}
            height={item.height}
            displayWidth={640}
            sizes="(max-width: 900px) 100vw, 640px"
            priority={current === 0}
            className="gallery__image"
          />
        ) : (
          <video
            className="gallery__video"
            src={item.url}
            poster={item.poster ?? undefined}
            controls
            preload="none"
            aria-label={LL.catalog.videoLabel()}
            width={640}
            height={360}
          >
            <track kind="captions" />
          </video>
        )}
      </div>
      {items.length > 1 ? (
        <ol className="gallery__thumbs">
          {items.map((thumb, index) => (
            <li key={`${thumb.kind}-${index}`}>
              <button
                type="button"
                className={index === current ? "gallery__thumb is-current" : "gallery__thumb"}
                aria-label={LL.catalog.galleryItem({ n: index + 1, total: items.length })}
                aria-current={index === current ? "true" : undefined}
                data-kind={thumb.kind}
                onClick={() => setCurrent(index)}
              >
                {thumb.kind === "image" ? (
                  <img src={thumb.url} alt="" width={96} height={72} loading="lazy" />
                ) : (
                  <span className="gallery__play">
                    {thumb.poster ? <img src={thumb.poster} alt="" width={96} height={72} loading="lazy" /> : null}
                    <span aria-hidden="true">▶</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
