import { useI18n } from "../../lib/i18n";
import { QrCode } from "../ui/qr-code";

/** "Share this page": the page's URL as a QR code, to open it on a phone. */
export function SharePanel({ qrSvg }: { qrSvg: string }) {
  const { LL } = useI18n();
  return (
    <aside className="share-panel" aria-labelledby="share-title">
      <h2 id="share-title" className="share-panel__title">
        {LL.content.share.title()}
      </h2>
      <QrCode svg={qrSvg} label={LL.content.share.qrLabel()} caption={LL.content.share.hint()} />
    </aside>
  );
}
