import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { GalleryItem } from "../../../shared/catalogue/gallery";
import { arrowStep, swipeStep } from "../../../shared/inline-direction";
import { textDirection } from "../../../shared/locale";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { DirectionIcon } from "../ui/direction-icon";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * Images and the product video (inserted after the first three images): previous/next
 * buttons, thumbnails, arrow keys and swipes, all in the reading direction (in Arabic the next item
 * is to the left).
 */
export function ProductGallery({ items, name }: { items: GalleryItem[]; name: string }) {
  const { LL, locale } = useI18n();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<HTMLOListElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const direction = textDirection(locale);

  // The current thumbnail stays in view when the buttons, keys or a swipe move past the strip's edge.
  useEffect(() => {
    const thumb = thumbs.current?.children[current];
    const strip = thumbs.current;
    if (!thumb || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const box = thumb.getBoundingClientRect();
    const view = strip.getBoundingClientRect();
    if (box.left < view.left) strip.scrollBy({ left: box.left - view.left });
    else if (box.right > view.right) strip.scrollBy({ left: box.right - view.right });
  }, [current]);

  const item = items[current];
  if (!item) return <div className="gallery gallery--empty" />;
  const step = (by: number) => setCurrent((index) => Math.min(items.length - 1, Math.max(0, index + by)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The video's own controls seek with the arrow keys.
    if (event.target instanceof HTMLVideoElement) return;
    const by = arrowStep(event.key, direction);
    if (!by) return;
    event.preventDefault();
    step(by);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = item.kind === "image" ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (start) step(swipeStep(event.clientX - start.x, event.clientY - start.y, direction));
  };

  return (
    <section className="gallery" aria-label={LL.catalogue.galleryLabel()} onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a swipe repeats the buttons and arrow keys */}
      <div
        className="gallery__stage"
        data-current={current}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        // A dragged picture would end the swipe (the browser's own image drag takes the pointer).
        onDragStart={(event) => event.preventDefault()}
      >
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
            aria-label={LL.catalogue.videoLabel()}
            width={640}
            height={360}
          >
            <track kind="captions" />
          </video>
        )}
        {items.length > 1 ? (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--previous"
              aria-label={LL.catalogue.galleryPrevious()}
              disabled={!hydrated || current === 0}
              onClick={() => step(-1)}
            >
              <DirectionIcon pointing="back" />
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              aria-label={LL.catalogue.galleryNext()}
              disabled={!hydrated || current === items.length - 1}
              onClick={() => step(1)}
            >
              <DirectionIcon pointing="forward" />
            </button>
          </>
        ) : null}
      </div>
      {items.length > 1 ? (
        <ol className="gallery__thumbs" ref={thumbs}>
          {items.map((thumb, index) => (
            <li key={`${thumb.kind}-${index}`}>
              <button
                type="button"
                className={index === current ? "gallery__thumb is-current" : "gallery__thumb"}
                aria-label={LL.catalogue.galleryItem({ n: index + 1, total: items.length })}
                aria-current={index === current ? "true" : undefined}
                data-kind={thumb.kind}
                onClick={() => setCurrent(index)}
              >
                {thumb.kind === "image" ? (
                  <img src={thumb.url} alt="" width={96} height={72} loading="lazy" />
                ) : (
                  <span className="gallery__play">
                    {thumb.poster ? <img src={thumb.poster} alt="" width={96} height={72} loading="lazy" /> : null}
                    {/* A play sign keeps pointing right in every language, as media controls do. */}
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
