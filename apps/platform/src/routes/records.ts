import {
  BET_RECORD_SORTS,
  BET_RECORD_STATUSES,
  LEDGER_TYPES,
  recordsApi,
  SORT_DIRECTIONS,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { memberAt, sessionOf } from '../http/route-helpers';
import {
  optionalInteger,
  optionalLiteral,
  optionalString,
  present,
  type RawInput,
  rangeOf,
  requiredString,
} from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { accountRecordExport, accountRecords } from '../services/records/account-records';
import { betRecordDetail, betRecords } from '../services/records/bet-records';
import { profit } from '../services/records/profit';

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
    handle: memberAt(deps, betRecords),
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
    handle: memberAt(deps, accountRecords),
  });
  mount(recordsApi.accountExport, {
    parse: accountQuery,
    handle: memberAt(deps, accountRecordExport),
  });
  mount(recordsApi.profit, {
    parse: (raw) => present({ ...rangeOf(raw), category: optionalString(raw, 'category', { max: 20 }) }),
    handle: memberAt(deps, profit),
  });
}
