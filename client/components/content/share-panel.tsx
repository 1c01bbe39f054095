import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";

/** Pixel size of the share QR code (the SVG scales; this reserves its box). */
const QR_SIZE = 160;

/**
 * "Share this page": the page's URL as a QR code, to open it on a phone. The code is an image the
 * worker makes once per page (/share-qr.svg), loaded lazily, so it costs the page nothing.
 */
export function SharePanel() {
  const { LL } = useI18n();
  const { pathname } = useLocation();
  return (
    <aside className="share-panel" aria-labelledby="share-title">
      <h2 id="share-title" className="share-panel__title">
        {LL.content.share.title()}
      </h2>
      <figure className="qr-code">
        <img
          className="qr-code__img"
          src={`/share-qr.svg?path=${encodeURIComponent(pathname)}`}
          alt={LL.content.share.qrLabel()}
          width={QR_SIZE}
          height={QR_SIZE}
          loading="lazy"
          decoding="async"
        />
        <figcaption className="qr-code__caption">{LL.content.share.hint()}</figcaption>
      </figure>
    </aside>
  );
}
