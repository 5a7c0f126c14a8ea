import { qrPath } from '@ssf/domain/badge';
import { QR_SIZE } from '@ssf/domain/constants';
import QRCode from 'qrcode';
import { useMemo } from 'react';

const MARGIN = 2;

/** A QR code holding `value`, drawn as SVG (sharp at any zoom), QR_SIZE pixels square by default. */
export function QrCode({ value, size = QR_SIZE, label }: { value: string; size?: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    return { path: qrPath(qr.modules, MARGIN), modules: qr.modules.size + 2 * MARGIN };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="shrink-0 bg-white"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
