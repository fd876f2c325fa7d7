/**
 * A labelled stand-in image as a data URI, so stories show real-looking images without
 * requesting anything from a server.
 */
export function storyImage(label: string, width: number, height: number, background = '#312e81'): string {
  const fontSize = Math.round(Math.min(width / (label.length * 0.6 + 1), height * 0.4));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#fcd34d" ` +
    `font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
