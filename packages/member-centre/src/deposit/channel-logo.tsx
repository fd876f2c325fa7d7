import type { DepositChannel } from '@marquee/api-client';

/** Up to two letters of a channel's name: its capitals ("GCash" → GC, "QR Ph" → QR), else its start. */
function initialsOf(name: string): string {
  const capitals = name.replace(/[^A-Z]/g, '');
  return (capitals.length >= 2 ? capitals : name.replace(/\s/g, '')).slice(0, 2);
}

/** A hue of the channel's own, the same for its code on every visit. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const BANK_GLYPH = 'M16 7l9 5v2H7v-2zM9 15h2v7H9zm6 0h2v7h-2zm6 0h2v7h-2zM7 23h18v2H7z';
const QR_GLYPH =
  'M8 8h7v7H8zm2 2v3h3v-3zm7-2h7v7h-7zm2 2v3h3v-3zM8 17h7v7H8zm2 2v3h3v-3zm8-2h2v2h-2zm4 0h2v2h-2zm-4 4h2v3h-2zm4 0h2v3h-2z';

/**
 * A payment channel's badge, drawn here (nothing to download): a bank or a QR glyph, or the
 * e-wallet's initials, on a colour of its own. It stands beside the channel's name, which is what
 * a screen reader says, so the drawing itself is hidden from it.
 */
export function ChannelLogo({ code, kind, name }: Pick<DepositChannel, 'code' | 'kind' | 'name'>) {
  const hue = hueOf(code);
  return (
    <svg className="mq-mc-channel-logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={`hsl(${hue} 65% 38%)`} />
      {kind === 'EWALLET' ? (
        <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
          {initialsOf(name)}
        </text>
      ) : (
        <path d={kind === 'BANK' ? BANK_GLYPH : QR_GLYPH} fill="#fff" />
      )}
    </svg>
  );
}
