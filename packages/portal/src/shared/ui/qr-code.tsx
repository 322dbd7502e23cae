import { useMemo } from 'react';
import encodeQR from 'qr';
import './qr-code.css';

/** A QR code of `text` as an image (a GIF data URL: the CSP allows data: images), with its alt text. */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const src = useMemo(() => encodeQR(text, 'data-url', { scale: 4 }), [text]);
  return <img className="op-qr" src={src} alt={label} data-testid={testId} data-text={text} />;
}
