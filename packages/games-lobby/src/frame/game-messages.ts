import {
  GAME_BALANCE_MESSAGE_TYPE,
  GAME_RULES_MESSAGE_TYPE,
  type GameBalanceMessage,
  type GameRulesMessage,
} from '@marquee/api-client';

/** A game's rules as its rules panel shows them. */
export type GameRules = Omit<GameRulesMessage, 'type'>;

/** What a game may send, so a broken or hostile frame cannot fill the page. */
const MAX_COLUMNS = 4;
const MAX_ROWS = 60;
const MAX_TEXT = 200;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** The balance a `marquee:balance` message reports: `undefined` when it has none, null for another message. */
export function balanceOf(data: unknown): number | undefined | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<GameBalanceMessage>;
  if (message.type !== GAME_BALANCE_MESSAGE_TYPE) return null;
  return typeof message.sumBalance === 'number' ? message.sumBalance : undefined;
}

/** The rules a `marquee:rules` message carries, when it is well formed and within bounds. */
export function rulesOf(data: unknown): GameRules | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<GameRulesMessage>;
  if (message.type !== GAME_RULES_MESSAGE_TYPE) return null;
  const { title, columns, rows } = message;
  if (!isText(title) || title.trim() === '') return null;
  if (!Array.isArray(columns) || columns.length === 0 || columns.length > MAX_COLUMNS) return null;
  if (!columns.every(isText) || !Array.isArray(rows) || rows.length > MAX_ROWS) return null;
  const width = columns.length;
  if (!rows.every((row) => Array.isArray(row) && row.length === width && row.every(isText))) return null;
  return { title, columns: [...columns], rows: rows.map((row) => [...row]) };
}
