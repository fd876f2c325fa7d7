import QRCode from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  value: string;
  /** what the code is for, for screen readers */
  label: string;
}

/** Light margin on each side, in modules: scanners need it to find the code. */
const QUIET_ZONE = 4;

/**
 * A scannable QR code drawn as SVG (no canvas): dark on white whatever the theme, which phone
 * cameras read most reliably.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, d } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let path = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
      }
    }
    return { size: modules.size, d: path };
  }, [value]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      className="mq-mc-qr"
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
