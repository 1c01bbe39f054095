/**
 * A QR code: the SVG made on the server by `renderQrSvg` (shared/qr-svg.server.ts), so the QR
 * library stays out of the browser bundle. Used for sharing a page and, later, for payments.
 */
export function QrCode({
  svg,
  label,
  caption,
  className,
}: {
  svg: string;
  label: string;
  caption?: string;
  className?: string;
}) {
  return (
    <figure className={className ? `qr-code ${className}` : "qr-code"}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG built by our QR renderer from escaped text */}
      <div className="qr-code__image" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      {caption ? <figcaption className="qr-code__caption">{caption}</figcaption> : null}
    </figure>
  );
}
