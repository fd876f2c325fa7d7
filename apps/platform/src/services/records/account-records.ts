import {
  type AccountRecord,
  type AccountRecordExport,
  type AccountRecordQuery,
  type AccountRecordsResponse,
  LEDGER_TYPE_PREFIXES,
  type LedgerType,
  ledgerTypeOf,
  RECORD_EXPORT_MAX_ROWS,
  RECORD_PAGE_SIZE,
} from '@marquee/api-client/contract';
import { and, count, desc, eq, gte, like, lt, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { ledgerEntries } from '../../db/schema';
import { checkedPage, checkedRange } from './record-range';
import { recordSubjects, type SubjectSource } from './record-subjects';

/** Ledger entries whose kind is one of `prefixes` or starts with one and `_`. */
export function groupCondition(prefixes: readonly string[]): SQL {
  return or(
    ...prefixes.flatMap((prefix) => [
      eq(ledgerEntries.kind, prefix),
      // `_` is a LIKE wildcard: escape it so BET_ matches BET_X but not BETX
      like(ledgerEntries.kind, `${prefix}\\_%`),
    ]),
  ) as SQL;
}

/** The ledger kinds of a type, by the contract's prefixes (OTHER: none of them). */
function typeCondition(type: LedgerType): SQL {
  if (type !== 'OTHER') return groupCondition(LEDGER_TYPE_PREFIXES[type]);
  return not(groupCondition(Object.values(LEDGER_TYPE_PREFIXES).flat()));
}

function whereOf(memberId: number, query: AccountRecordQuery, now: Date) {
  const range = checkedRange(query, now);
  return and(
    eq(ledgerEntries.memberId, memberId),
    gte(ledgerEntries.createdAt, range.from),
    lt(ledgerEntries.createdAt, range.until),
    query.type ? typeCondition(query.type) : undefined,
  );
}

const COLUMNS = {
  id: ledgerEntries.publicId,
  createdAt: ledgerEntries.createdAt,
  kind: ledgerEntries.kind,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  reference: ledgerEntries.reference,
  idempotencyKey: ledgerEntries.idempotencyKey,
};

interface EntryRow extends SubjectSource {
  id: string;
  createdAt: Date;
  amount: number;
  balanceAfter: number;
}

/** The rows as the contract answers them, each with its subject named in the asked language. */
async function toRecords(
  db: Db,
  memberId: number,
  rows: readonly EntryRow[],
  language: string | undefined,
): Promise<AccountRecord[]> {
  const subjects = await recordSubjects(db, memberId, rows, language ?? 'EN');
  return rows.map((row, index) => ({
    id: row.id,
    time: row.createdAt.toISOString(),
    type: ledgerTypeOf(row.kind),
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reference: row.reference,
    subject: subjects[index] ?? null,
  }));
}

/** The account record: every ledger entry of the member, latest first, with the balance after it. */
export async function accountRecords(
  db: Db,
  memberId: number,
  query: AccountRecordQuery,
  now: Date,
): Promise<AccountRecordsResponse> {
  const where = whereOf(memberId, query, now);
  const [total] = await db.select({ value: count() }).from(ledgerEntries).where(where);
  const totalRows = total?.value ?? 0;
  const totalPages = Math.ceil(totalRows / RECORD_PAGE_SIZE);
  const page = checkedPage(query.page ?? 1, totalPages);
  const rows =
    totalRows === 0
      ? []
      : await db
          .select(COLUMNS)
          .from(ledgerEntries)
          .where(where)
          .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
          .limit(RECORD_PAGE_SIZE)
          .offset((page - 1) * RECORD_PAGE_SIZE);
  return {
    rows: await toRecords(db, memberId, rows, query.language),
    page,
    pageSize: RECORD_PAGE_SIZE,
    totalRows,
    totalPages,
  };
}

/** The filtered rows for a download, latest first, bounded so one request stays small. */
export async function accountRecordExport(
  db: Db,
  memberId: number,
  query: AccountRecordQuery,
  now: Date,
): Promise<AccountRecordExport> {
  const rows = await db
    .select(COLUMNS)
    .from(ledgerEntries)
    .where(whereOf(memberId, query, now))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(RECORD_EXPORT_MAX_ROWS + 1);
  return {
    rows: await toRecords(db, memberId, rows.slice(0, RECORD_EXPORT_MAX_ROWS), query.language),
    truncated: rows.length > RECORD_EXPORT_MAX_ROWS,
  };
}
