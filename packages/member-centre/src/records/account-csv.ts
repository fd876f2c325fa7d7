import type { AccountRecord } from '@marquee/api-client';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The account rows as CSV (RFC 4180, CRLF), amounts in major units with two decimals so a
 * spreadsheet reads numbers; the header row is in the player's language.
 */
export function accountCsv(
  rows: readonly AccountRecord[],
  headers: readonly string[],
  typeLabel: (row: AccountRecord) => string,
  subjectLabel: (row: AccountRecord) => string,
): string {
  const major = (minor: number) => (minor / 100).toFixed(2);
  const lines = [
    headers.map(cell).join(','),
    ...rows.map((row) =>
      [row.time, typeLabel(row), row.kind, major(row.amount), major(row.balanceAfter), subjectLabel(row)]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
