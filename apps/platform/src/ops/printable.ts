/**
 * What the CLI prints of text it did not write (member names, feedback, bank accounts): C0 and C1
 * controls (tab, line breaks, escape sequences) and the invisible direction marks and overrides
 * are shown escaped (`\n`, `\x1b`, `\u202e`), so member text can neither forge a row or a column
 * nor change the operator's terminal, nor read backwards.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\\]/g;

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\\': '\\\\' };

export function printable(text: string | number): string {
  return String(text).replace(UNPRINTABLE, (character) => {
    const named = NAMED[character];
    if (named) return named;
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** One row of a listing: each field printable, the fields separated by tabs. */
export function printableRow(fields: readonly (string | number)[]): string {
  return fields.map(printable).join('\t');
}
