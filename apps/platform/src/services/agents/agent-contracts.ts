import type {
  AgentContract,
  AgentContractsResponse,
  ContractDecisionRequest,
  ContractFinishRequest,
  ContractKind,
  ContractOffer,
  ContractOfferRequest,
  ContractTerms,
} from '@marquee/api-client/contract';
import { CONTRACT_KINDS, type ConsolidatedContracts, isAgentAccount } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import type { Deps } from '../../http/app-env';
import { badRequest, fail } from '../../http/http-error';
import { lockKeys } from '../accounts/advisory-lock';
import { rowsOf } from '../records/bet-sources';
import { requireFeature } from '../system/features';
import { checkTerms, fitsUnder, rateAboveUpline, topRateOf } from './contract-terms';
import { requireAgent, teamMember } from './team';

/**
 * Offers, answers and ends of agent contracts. Every change runs in one transaction under one
 * advisory lock, so the checks it makes (the upline's own contract, a waiting offer, the
 * subordinates' rates) hold when it writes; an offer's answer is a conditional update from OFFERED,
 * so of two answers at once exactly one counts.
 */

const CONTRACTS_LOCK = 'agent-contracts';

interface ContractRow {
  id: number;
  public_id: string;
  member_id: number;
  member_public_id: string;
  member_account: string;
  upline_id: number | null;
  upline_public_id: string | null;
  upline_account: string | null;
  kind: ContractKind;
  request: 'NEW' | 'TERMINATE';
  status: AgentContract['status'];
  terms: ContractTerms | null;
  top_rate_bps: number;
  offered_at: Date | string;
  decided_at: Date | string | null;
  ended_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function contractOf(row: ContractRow): AgentContract {
  return {
    id: row.public_id,
    kind: row.kind,
    request: row.request,
    status: row.status,
    terms: row.terms,
    topRateBps: Number(row.top_rate_bps),
    upline:
      row.upline_public_id === null ? null : { id: row.upline_public_id, account: row.upline_account ?? '' },
    member: { id: row.member_public_id, account: row.member_account },
    offeredAt: iso(row.offered_at) ?? '',
    decidedAt: iso(row.decided_at),
    endedAt: iso(row.ended_at),
  };
}

async function contractRows(db: Db | Tx, where: SQL): Promise<ContractRow[]> {
  return rowsOf<ContractRow>(
    await db.execute(sql`select c.id, c.public_id, c.member_id, m.public_id as member_public_id,
        m.account as member_account, c.upline_id, u.public_id as upline_public_id, u.account as upline_account,
        c.kind, c.request, c.status, c.terms, c.top_rate_bps, c.offered_at, c.decided_at, c.ended_at
      from agent_contracts c join members m on m.id = c.member_id left join members u on u.id = c.upline_id
      where ${where} order by c.kind, c.offered_at, c.id`),
  );
}

/** The member's active contract of a kind, if any. */
async function activeContract(db: Db | Tx, memberId: number, kind: ContractKind) {
  const [row] = await contractRows(
    db,
    sql`c.member_id = ${memberId} and c.kind = ${kind} and c.status = 'ACTIVE'`,
  );
  return row;
}

/**
 * The active contracts of `kind` in the member's team that end when the member's own becomes
 * `terms` (all of them without it), nearest first: those that do not fit under `terms` (a rate above
 * it at any of their own tier thresholds, or a dividend on another period: the rule an offer is
 * checked by), and every one below their holders, as a contract is shared out of its upline's and
 * none outlives the one above it. Only agents hold contracts, of a handful of tiers each, so the terms
 * are compared here rather than in SQL.
 */
async function endingContracts(db: Db | Tx, memberId: number, kind: ContractKind, terms?: ContractTerms) {
  const team = rowsOf<{ member_id: number; public_id: string; account: string; terms: ContractTerms | null }>(
    await db.execute(sql`select c.member_id, m.public_id, m.account, c.terms from agent_contracts c
      join member_tree t on t.descendant_id = c.member_id and t.ancestor_id = ${memberId}
      join members m on m.id = c.member_id
      where c.kind = ${kind} and c.status = 'ACTIVE'
      order by t.depth, m.account`),
  );
  const misfits = team.filter((row) => !terms || !row.terms || !fitsUnder(row.terms, terms));
  if (misfits.length === 0 || misfits.length === team.length) return misfits;
  const below = new Set(
    rowsOf<{ descendant_id: number }>(
      await db.execute(sql`select descendant_id from member_tree
        where ancestor_id in (${sql.join(
          misfits.map((row) => sql`${row.member_id}`),
          sql`, `,
        )})`),
    ).map((row) => Number(row.descendant_id)),
  );
  return team.filter((row) => misfits.includes(row) || below.has(Number(row.member_id)));
}

/** The caller's subordinates whose contracts accepting `terms` ends: what an offer warns of. */
async function endsSubordinates(db: Db | Tx, memberId: number, terms: ContractTerms) {
  return (await endingContracts(db, memberId, terms.kind, terms)).map((row) => ({
    id: row.public_id,
    account: row.account,
  }));
}

/** Ends the contracts endingContracts names. */
async function endTeamContracts(
  tx: Tx,
  memberId: number,
  kind: ContractKind,
  now: Date,
  terms?: ContractTerms,
) {
  const ending = await endingContracts(tx, memberId, kind, terms);
  if (ending.length === 0) return;
  await tx.execute(sql`update agent_contracts set status = 'ENDED', ended_at = ${now.toISOString()}
    where kind = ${kind} and status = 'ACTIVE' and member_id in (${sql.join(
      ending.map((row) => sql`${row.member_id}`),
      sql`, `,
    )})`);
}

async function endContract(tx: Tx, contractId: number, now: Date) {
  await tx.execute(sql`update agent_contracts set status = 'ENDED', ended_at = ${now.toISOString()}
    where id = ${contractId} and status = 'ACTIVE'`);
}

/** The caller's own contracts, the offers waiting for them, and what they gave. */
export async function listContracts(db: Db, agentId: number): Promise<AgentContractsResponse> {
  await requireAgent(db, agentId);
  return contractsOf(db, agentId);
}

async function contractsOf(db: Db, agentId: number): Promise<AgentContractsResponse> {
  const own = await contractRows(db, sql`c.member_id = ${agentId} and c.status in ('ACTIVE', 'OFFERED')`);
  const given = await contractRows(db, sql`c.upline_id = ${agentId} and c.status in ('ACTIVE', 'OFFERED')`);
  const offers: ContractOffer[] = [];
  for (const row of own.filter((contract) => contract.status === 'OFFERED')) {
    offers.push({
      ...contractOf(row),
      endsSubordinates:
        row.request === 'NEW' && row.terms ? await endsSubordinates(db, agentId, row.terms) : [],
    });
  }
  return {
    own: own.filter((contract) => contract.status === 'ACTIVE').map(contractOf),
    offers,
    given: given.map(contractOf),
  };
}

/** The upline's own active contract a NEW offer is shared out of, and the offer's terms checked against it. */
async function checkAgainstUpline(tx: Tx, uplineId: number, terms: ContractTerms) {
  const own = await activeContract(tx, uplineId, terms.kind);
  if (!own?.terms) throw fail(400, 'CONTRACT_UPLINE_HAS_NONE');
  const above = rateAboveUpline(terms, own.terms);
  if (above !== null) throw fail(400, 'CONTRACT_RATE_ABOVE_UPLINE', { max: above / 100 });
  if (terms.kind === 'DIVIDEND' && own.terms.kind === 'DIVIDEND' && terms.period !== own.terms.period)
    throw fail(400, 'CONTRACT_PERIOD_NOT_UPLINES', { period: own.terms.period });
}

/**
 * An upline's offer to a direct downline agent: NEW terms, never paying more than the upline's own
 * contract of that kind (a dividend on the upline's period), or the end of the contract the upline
 * gave them. One offer of a kind waits at a time.
 */
export async function offerContract(
  db: Db,
  agentId: number,
  request: ContractOfferRequest,
  now: Date,
): Promise<AgentContract> {
  await requireAgent(db, agentId);
  const downline = await teamMember(db, agentId, request.member);
  if (downline.level !== 1) throw fail(400, 'CONTRACT_NOT_DIRECT');
  const [target] = rowsOf<{ is_agent: number }>(
    await db.execute(sql`select is_agent from members where id = ${downline.id}`),
  );
  if (!target || !isAgentAccount(target.is_agent)) throw fail(400, 'CONTRACT_NOT_AGENT');
  const { terms } = request;
  if (request.request === 'NEW') {
    if (!terms || terms.kind !== request.kind) throw badRequest("'terms' of the offer's kind are required");
    checkTerms(terms);
  }
  const id = await db.transaction(async (tx) => {
    await lockKeys(tx, [CONTRACTS_LOCK]);
    if (terms && request.request === 'NEW') await checkAgainstUpline(tx, agentId, terms);
    else {
      const current = await activeContract(tx, downline.id, request.kind);
      if (current?.upline_id !== agentId) throw fail(400, 'CONTRACT_NONE_TO_END');
    }
    const [waiting] = rowsOf(
      await tx.execute(sql`select 1 from agent_contracts
        where member_id = ${downline.id} and kind = ${request.kind} and status = 'OFFERED'`),
    );
    if (waiting) throw fail(409, 'CONTRACT_OFFER_PENDING');
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into agent_contracts
        (member_id, upline_id, kind, request, status, terms, top_rate_bps, offered_at)
        values (${downline.id}, ${agentId}, ${request.kind}, ${request.request}, 'OFFERED',
          ${request.request === 'NEW' ? JSON.stringify(terms) : null}::jsonb,
          ${terms && request.request === 'NEW' ? topRateOf(terms) : 0}, ${now.toISOString()})
        returning id`),
    );
    return row!.id;
  });
  const [row] = await contractRows(db, sql`c.id = ${id}`);
  return contractOf(row!);
}

/**
 * Register account's contract: a NEW offer to the downline agent the caller's transaction has just
 * made, checked against the agent's own contract under the contracts' lock as any offer is. A
 * refusal throws, so the caller's transaction (and the account in it) is rolled back.
 */
export async function offerToNewDownline(
  tx: Tx,
  agentId: number,
  memberId: number,
  terms: ContractTerms,
  now: Date,
): Promise<void> {
  checkTerms(terms);
  await lockKeys(tx, [CONTRACTS_LOCK]);
  await checkAgainstUpline(tx, agentId, terms);
  await tx.execute(sql`insert into agent_contracts
    (member_id, upline_id, kind, request, status, terms, top_rate_bps, offered_at)
    values (${memberId}, ${agentId}, ${terms.kind}, 'NEW', 'OFFERED', ${JSON.stringify(terms)}::jsonb,
      ${topRateOf(terms)}, ${now.toISOString()})`);
}

/** One of the member's own contracts or offers by public id, or 404 CONTRACT_NOT_FOUND. */
async function ownContract(db: Db | Tx, memberId: number, publicId: string): Promise<ContractRow> {
  const [row] = await contractRows(db, sql`c.public_id = ${publicId} and c.member_id = ${memberId}`);
  if (!row) throw fail(404, 'CONTRACT_NOT_FOUND');
  return row;
}

/**
 * The downline's answer to an offer. Accepting a NEW offer replaces their contract of that kind and
 * ends the contracts of their team that pay more than it (the offer listed them); accepting a
 * TERMINATE offer ends their contract (and those below it). Only the first answer counts: a second
 * one, from another tab or at the same moment, is 409 CONTRACT_ALREADY_DECIDED.
 */
export async function decideContract(
  db: Db,
  memberId: number,
  request: ContractDecisionRequest,
  now: Date,
): Promise<AgentContract> {
  await requireAgent(db, memberId);
  const offer = await ownContract(db, memberId, request.id);
  await db.transaction(async (tx) => {
    await lockKeys(tx, [CONTRACTS_LOCK]);
    const [open] = rowsOf(
      await tx.execute(sql`select 1 from agent_contracts where id = ${offer.id} and status = 'OFFERED'`),
    );
    if (!open) throw fail(409, 'CONTRACT_ALREADY_DECIDED');
    const accepting = request.decision === 'ACCEPT';
    if (accepting && offer.request === 'NEW' && offer.terms && offer.upline_id !== null)
      await checkAgainstUpline(tx, offer.upline_id, offer.terms);
    const status = !accepting ? 'DECLINED' : offer.request === 'NEW' ? 'ACTIVE' : 'ACCEPTED';
    const current = await activeContract(tx, memberId, offer.kind);
    if (accepting) {
      if (current) await endContract(tx, current.id, now);
      // a NEW offer ends the subordinates it does not cover (its list warned of them); a
      // termination, every contract of the kind below
      if (offer.request === 'NEW' && offer.terms)
        await endTeamContracts(tx, memberId, offer.kind, now, offer.terms);
      else if (current) await endTeamContracts(tx, memberId, offer.kind, now);
    }
    const decided = rowsOf(
      await tx.execute(sql`update agent_contracts set status = ${status}, decided_at = ${now.toISOString()}
        where id = ${offer.id} and status = 'OFFERED' returning id`),
    );
    if (decided.length === 0) throw fail(409, 'CONTRACT_ALREADY_DECIDED');
  });
  return contractOf(await ownContract(db, memberId, request.id));
}

/** The holder ends one of their own active contracts, and with it those below it. */
export async function finishContract(
  db: Db,
  memberId: number,
  request: ContractFinishRequest,
  now: Date,
): Promise<AgentContract> {
  await requireAgent(db, memberId);
  const contract = await ownContract(db, memberId, request.id);
  if (contract.request !== 'NEW') throw fail(404, 'CONTRACT_NOT_FOUND');
  await db.transaction(async (tx) => {
    await lockKeys(tx, [CONTRACTS_LOCK]);
    const ended = rowsOf(
      await tx.execute(sql`update agent_contracts set status = 'ENDED', ended_at = ${now.toISOString()}
        where id = ${contract.id} and status = 'ACTIVE' returning id`),
    );
    if (ended.length === 0) throw fail(400, 'CONTRACT_NONE_TO_END');
    await endTeamContracts(tx, memberId, contract.kind, now);
  });
  return contractOf(await ownContract(db, memberId, request.id));
}

/**
 * A contract the operator sets for an agent with no contract above it (a top agent): active at
 * once, replacing their contract of that kind. Used by the demo seed and the operator command.
 */
export async function setOwnContract(
  db: Db,
  memberId: number,
  terms: ContractTerms,
  now: Date,
): Promise<void> {
  checkTerms(terms);
  await db.transaction(async (tx) => {
    await lockKeys(tx, [CONTRACTS_LOCK]);
    const current = await activeContract(tx, memberId, terms.kind);
    if (current) await endContract(tx, current.id, now);
    await endTeamContracts(tx, memberId, terms.kind, now, terms);
    await tx.execute(sql`insert into agent_contracts
      (member_id, upline_id, kind, request, status, terms, top_rate_bps, offered_at, decided_at)
      values (${memberId}, null, ${terms.kind}, 'NEW', 'ACTIVE', ${JSON.stringify(terms)}::jsonb,
        ${topRateOf(terms)}, ${now.toISOString()}, ${now.toISOString()})`);
  });
}

const requestType = (offer: ContractOffer | null) => (!offer ? 0 : offer.request === 'NEW' ? 1 : 2);

/**
 * The consolidated contract info, with AGENTPOLICY3 on: for any member (a plain member has no
 * contract and no offer), per kind the offer waiting and the active contract, and the flags.
 */
export async function consolidatedContracts(deps: Deps, memberId: number): Promise<ConsolidatedContracts> {
  await requireFeature(deps, 'AGENTPOLICY3');
  const { own, offers } = await contractsOf(deps.db, memberId);
  const contracts = Object.fromEntries(
    CONTRACT_KINDS.map((kind) => [
      kind,
      {
        offer: offers.find((offer) => offer.kind === kind) ?? null,
        active: own.find((contract) => contract.kind === kind) ?? null,
      },
    ]),
  ) as ConsolidatedContracts['contracts'];
  return {
    dailysalreqtype: requestType(contracts.DAILY_SALARY.offer),
    divtypereq: requestType(contracts.DIVIDEND.offer),
    contracthoursalreq: requestType(contracts.HOURLY_SALARY.offer),
    realtimesalreqtype: requestType(contracts.REALTIME_SALARY.offer),
    contracts,
  };
}
