import { createHash } from 'node:crypto';

/** `/media/avatars/DP-212.svg`: initials and a hue in the path, so drawing needs no lookup. */
export const AVATAR_FILE = /^([A-Z0-9]{1,2})-(\d{1,3})\.svg$/;

/** The avatar path of a member: initials of the nickname, a hue derived from the account. */
export function avatarPath(account: string, nickname: string): string {
  const words = nickname
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const initials =
    (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? 'M').slice(0, 2)) || 'M';
  const hue = createHash('sha256').update(account.toLowerCase()).digest().readUInt16BE(0) % 360;
  return `/media/avatars/${initials}-${hue}.svg`;
}

export function avatarSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 35%)"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="bold" fill="#fff">${initials}</text></svg>`;
}
