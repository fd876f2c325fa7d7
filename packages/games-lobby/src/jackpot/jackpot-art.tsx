import { useId } from 'react';

/**
 * The jackpot panel's art: a stack of gold coins with one tossed above it and a few sparkles,
 * drawn at one end of the panel (mirrored at the other by CSS). Decorative: the amount beside it
 * is the panel's text.
 */
export function JackpotCoins({ side }: { side: 'start' | 'end' }) {
  const gold = `${useId()}-gold`;
  return (
    <svg
      className={`mq-jackpot__coins mq-jackpot__coins--${side}`}
      viewBox="0 0 80 100"
      width="80"
      height="100"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset=".45" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <ellipse cx="36" cy="90" rx="26" ry="8" fill="#92400e" />
      <ellipse cx="36" cy="84" rx="26" ry="8" fill={`url(#${gold})`} />
      <ellipse cx="36" cy="76" rx="26" ry="8" fill="#d97706" />
      <ellipse cx="36" cy="70" rx="26" ry="8" fill={`url(#${gold})`} />
      <ellipse cx="36" cy="62" rx="26" ry="8" fill="#f59e0b" />
      <ellipse cx="36" cy="56" rx="26" ry="8" fill={`url(#${gold})`} />
      <g transform="rotate(-24 50 28)">
        <ellipse cx="50" cy="28" rx="16" ry="16" fill={`url(#${gold})`} />
        <ellipse cx="50" cy="28" rx="11" ry="11" fill="none" stroke="#92400e" strokeWidth="2" />
        <rect x="46" y="24" width="8" height="8" fill="#92400e" />
      </g>
      <path d="M14 20l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fef9c3" />
      <path d="M72 58l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#fef9c3" />
    </svg>
  );
}
