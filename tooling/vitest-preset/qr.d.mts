/** Reads a drawn QR code (ui-kit's `QrCode` SVG) back the way a camera would; null if unreadable. */
export function decodeQr(svg: Element): string | null;
