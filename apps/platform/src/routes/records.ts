import {
  BET_RECORD_SORTS,
  BET_RECORD_STATUSES,
  LEDGER_TYPES,
  type RecordRange,
  recordsApi,
  SORT_DIRECTIONS,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { literal, optionalInteger, optionalString, type RawInput, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { accountRecordExport, accountRecords } from '../services/records/account-records';
import { betRecordDetail, betRecords } from '../services/records/bet-records';
import { profit } from '../services/records/profit';

function rangeOf(raw: RawInput): RecordRange {
  // the service judges the days with the contract's rule, so a bad day answers its coded message
  return { from: requiredString(raw, 'from', { max: 10 }), to: requiredString(raw, 'to', { max: 10 }) };
}

function optionalLiteral<T extends string>(
  raw: RawInput,
  name: string,
  allowed: readonly T[],
): T | undefined {
  return raw[name] === undefined || raw[name] === '' ? undefined : literal(raw, name, allowed);
}

/** Only what was given: the contract's optional fields stay absent rather than undefined. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

export function recordRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(recordsApi.bets, {
    parse: (raw) =>
      present({
        ...rangeOf(raw),
        category: optionalString(raw, 'category', { max: 20 }),
        vendor: optionalString(raw, 'vendor', { max: 40 }),
        status: optionalLiteral(raw, 'status', BET_RECORD_STATUSES),
        page: optionalInteger(raw, 'page', { min: 1, max: 1_000_000 }),
        sort: optionalLiteral(raw, 'sort', BET_RECORD_SORTS),
        direction: optionalLiteral(raw, 'direction', SORT_DIRECTIONS),
        language: optionalString(raw, 'language', { max: 8 }),
      }),
    handle: (query, c) => betRecords(deps.db, sessionOf(c).memberId, query, deps.clock.now()),
  });
  mount(recordsApi.bet, {
    parse: (raw) =>
      present({
        id: requiredString(raw, 'id', { max: 40 }),
        language: optionalString(raw, 'language', { max: 8 }),
      }),
    handle: ({ id, language }, c) => betRecordDetail(deps.db, sessionOf(c).memberId, id, language),
  });
  const accountQuery = (raw: RawInput) =>
    present({
      ...rangeOf(raw),
      type: optionalLiteral(raw, 'type', LEDGER_TYPES),
      page: optionalInteger(raw, 'page', { min: 1, max: 1_000_000 }),
      language: optionalString(raw, 'language', { max: 8 }),
    });
  mount(recordsApi.account, {
    parse: accountQuery,
    handle: (query, c) => accountRecords(deps.db, sessionOf(c).memberId, query, deps.clock.now()),
  });
  mount(recordsApi.accountExport, {
    parse: accountQuery,
    handle: (query, c) => accountRecordExport(deps.db, sessionOf(c).memberId, query, deps.clock.now()),
  });
  mount(recordsApi.profit, {
    parse: (raw) => present({ ...rangeOf(raw), category: optionalString(raw, 'category', { max: 20 }) }),
    handle: (query, c) => profit(deps.db, sessionOf(c).memberId, query, deps.clock.now()),
  });
}
