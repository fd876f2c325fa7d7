import { bigserial, serial, timestamp } from 'drizzle-orm/pg-core';

// Column builders every table uses the same way, so a table says only what is its own.

/** An instant: every time column holds one with its time zone, whatever the server's zone is. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's serial key. */
export const serialId = () => serial('id').primaryKey();

/** The row's serial key where a table may outgrow int4 (bets, ledgers), read as a JS number. */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();
