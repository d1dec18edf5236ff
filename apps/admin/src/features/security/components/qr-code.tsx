import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code drawn in the browser (no image service sees the secret it holds). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`, [value]);
  return <img className="qr" src={src} alt={label} width={200} height={200} data-testid="totp-qr" />;
}
