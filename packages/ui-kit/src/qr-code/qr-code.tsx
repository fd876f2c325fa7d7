import QRCode from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  value: string;
  /** what the code holds, for screen readers */
  label: string;
  /** a size or placement of the caller's own, beside the default `mq-qr-code` */
  className?: string;
}

/** The dark modules of the code as one SVG path, one unit per module. */
function modulePath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

/** Modules of light margin on each side: scanners need it to find the code. */
const QUIET_ZONE = 4;

/**
 * A scannable QR code drawn as React SVG (no canvas, no HTML string): dark on white whatever the
 * theme, since phone cameras read dark-on-light codes most reliably.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, d } = useMemo(() => modulePath(value), [value]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      className={className ? `mq-qr-code ${className}` : 'mq-qr-code'}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
