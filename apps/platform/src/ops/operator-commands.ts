import { brandToday, shiftDay } from '@marquee/api-client/contract';
import type { Db } from '../db/open';
import { badRequest } from '../http/http-error';
import { sharedBankAccounts } from '../services/account-security/bank-accounts';
import { type SettlementRun, settleDay, settlePeriod } from '../services/agents/agent-settlement';
import { lastEndedSlot, type SlotKind, slotAt } from '../services/agents/contract-periods';
import { mutedInRoom, muteInRoom, unmuteInRoom } from '../services/chat/chat-room';
import { addOperator, listOperators } from '../services/chat/operators';
import { recentJobRuns } from '../services/job-runs';
import { matchBankDeposit, pendingBankDeposits } from '../services/member-centre/deposits';
import {
  pendingWithdrawals,
  REJECT_REASON_MAX_CHARS,
  reviewWithdrawal,
} from '../services/member-centre/withdrawals';
import { decideRedemption, pendingRedemptions } from '../services/points/point-mall';
import {
  decidePromotionApplication,
  pendingPromotionApplications,
} from '../services/promotions/promotion-review';
import { brandDayStart } from '../services/records/brand-days';
import { offerReferralRewards } from '../services/referral/referral-rewards';
import { runBirthdayBonus } from '../services/rewards/birthday-bonus';
import { brandYesterday, isRebateDay, runDailyRebate } from '../services/rewards/daily-rebate';
import { decideApplication, pendingApplications } from '../services/support/affiliate';
import { allFeedback, replyToFeedback } from '../services/support/feedback';
import { brandGtagId, isGtagId, setBrandGtagId } from '../services/system/brand-analytics';
import { checkedDay, evaluateDay } from '../services/vip/vip-evaluation';
import { printable, printableRow } from './printable';

/** The longest operator reply to a feedback, in characters. */
const REPLY_MAX_CHARS = 2_000;

export const OPERATOR_USAGE = `  affiliate list                            list the affiliate applications waiting for a decision
  affiliate approve <id>                    make the applicant an agent (from their next sign-in)
  affiliate reject <id>                     turn the application down (the member may apply again)
  agent-pay realtime [<ISO start>]          settle the agents' real-time salary of a five-minute slot
                                            (default the latest ended) and pay it
  agent-pay hourly [<ISO start>]            settle the agents' hourly salary of an hour (default the
                                            latest ended) and pay it
  agent-pay day [YYYY-MM-DD]                close a brand day (default yesterday): its daily salary
                                            (paid with every pending one on a pay day, every other
                                            day) and the dividends of the periods ending with it;
                                            running any of them again pays nothing twice
  analytics                                 the brand's analytics tag (Google tag id), or none
  analytics set <G-…>                       measure visitors with this Google tag, each only after they
                                            accept it in the consent banner
  analytics off                             measure nobody: no banner, no tag
  bank-accounts shared                      list the bank accounts bound by more than one member, with
                                            their members
  birthday [YYYY-MM-DD]                     offer the birthday bonus to the members born on a brand
                                            day (default today; not a day to come); running it
                                            again offers nothing twice in a year
  chat-room muted                           list the members muted in the chat room
  chat-room mute <account>                  mute a member in the chat room: they read, they do not write
  chat-room unmute <account>                let a muted member write in the chat room again
  feedback list                             list the members' feedback with their number of replies
  feedback reply <ticket> <text>            answer a feedback; the member also gets it in the inbox
  jobs [<job>]                              the latest run of each scheduled job (or the last 20 of
                                            one, e.g. 'jobs daily rebate'): period, instance, start,
                                            end, outcome, and the instance it was taken over from
  deposits                                  list the bank-transfer deposits waiting to be matched
  deposits match <orderNo> <amount>         credit a bank transfer received for the order (amount in
                                            major units, e.g. 500.00: it must be the order's)
  rebate [YYYY-MM-DD]                       offer the daily rebate for a brand day (default yesterday);
                                            running it again offers nothing twice
  referral [YYYY-MM-DD]                     offer the invite-friends rewards friends have earned by
                                            the end of a brand day (default now); running it again
                                            offers nothing twice
  operators                                 list the live chat's operator accounts
  points                                    list the point-mall redemptions waiting (physical items)
  points approve <id>                       mark a redemption sent
  points reject <id>                        turn a redemption down: its points and stock come back
  promotions                                list the promotion applications waiting for a decision
  promotions approve <id>                   approve an application: its reward waits for the member
                                            to claim
  promotions reject <id>                    turn an application down
  operators add <name>                      add a live chat operator; the password is read from
                                            OPERATOR_PASSWORD or, without it, from standard input
  vip evaluate <YYYY-MM-DD>                 evaluate the VIP levels of a brand day (its qualifying
                                            period ends that day); a day already evaluated changes
                                            nothing and tells nobody twice
  withdrawals                               list the withdrawals waiting for review
  withdrawals approve <orderNo>             mark a withdrawal paid out (the member then confirms)
  withdrawals reject <orderNo> <reason>     refuse a withdrawal: its amount goes back to the balance`;

const OPERATOR_COMMANDS = [
  'affiliate',
  'agent-pay',
  'analytics',
  'bank-accounts',
  'birthday',
  'chat-room',
  'feedback',
  'deposits',
  'jobs',
  'operators',
  'points',
  'promotions',
  'rebate',
  'referral',
  'vip',
  'withdrawals',
] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];

const usage = () => badRequest(`Usage:\n${OPERATOR_USAGE}`);

async function affiliate(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, id] = args;
  if (action === 'list' && args.length === 1) {
    const pending = await pendingApplications(db);
    if (pending.length === 0) return ['No affiliate application is waiting.'];
    return pending.map((entry) =>
      printableRow([
        entry.id,
        entry.account,
        entry.name,
        entry.contact,
        entry.channels.join(','),
        `${entry.expectedPlayers} players`,
        entry.submittedAt.toISOString(),
      ]),
    );
  }
  if ((action === 'approve' || action === 'reject') && id !== undefined && args.length === 2) {
    if (!/^\d{1,9}$/.test(id)) throw badRequest(`application id must be a number, got '${id}'`);
    const approve = action === 'approve';
    const { account } = await decideApplication(db, Number(id), approve ? 'APPROVED' : 'REJECTED', now);
    return [
      `Application ${id} of ${printable(account)} ${approve ? 'approved: an agent from the next sign-in' : 'rejected'}`,
    ];
  }
  throw usage();
}

async function feedback(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, ticket, ...words] = args;
  if (action === 'list' && args.length === 1) {
    const entries = await allFeedback(db);
    if (entries.length === 0) return ['No feedback yet.'];
    return entries.map((entry) =>
      printableRow([
        entry.ticket,
        entry.account,
        entry.questionType,
        `${entry.replies} replies`,
        entry.content.slice(0, 80),
      ]),
    );
  }
  const text = words.join(' ').trim();
  if (action === 'reply' && ticket !== undefined && text) {
    if (text.length > REPLY_MAX_CHARS)
      throw badRequest(`a reply must be at most ${REPLY_MAX_CHARS} characters`);
    await replyToFeedback(db, ticket, text, now);
    return [`Replied to ${printable(ticket)}; the member has it in the inbox.`];
  }
  throw usage();
}

/** Bank accounts several members bound: bank, number, how many members, their accounts. */
async function bankAccounts(db: Db, args: string[]): Promise<string[]> {
  if (args.length !== 1 || args[0] !== 'shared') throw usage();
  const shared = await sharedBankAccounts(db);
  if (shared.length === 0) return ['No bank account is bound by more than one member.'];
  return shared.map((entry) =>
    printableRow([
      entry.bankCode,
      entry.accountNumber,
      `${entry.accounts.length} members`,
      entry.accounts.join(','),
    ]),
  );
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** The operator's side of a bank-transfer deposit: what waits, and matching one. */
async function deposits(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, orderNo, amount] = args;
  if (action === undefined) {
    const pending = await pendingBankDeposits(db, now);
    if (pending.length === 0) return ['No bank-transfer deposit is waiting.'];
    return pending.map((order) =>
      printableRow([
        order.orderNo,
        order.account,
        money(order.amount),
        `since ${order.createdAt.toISOString()}`,
      ]),
    );
  }
  if (action === 'match' && orderNo && amount !== undefined && args.length === 3) {
    const minor = Math.round(Number(amount) * 100);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || minor <= 0)
      throw badRequest(`amount must be a positive amount with at most two decimals, got '${amount}'`);
    const outcome = await matchBankDeposit(db, { orderNo, amount: minor }, now);
    return [
      outcome === 'settled' ? `Deposit ${orderNo} credited.` : `Deposit ${orderNo} was already credited.`,
    ];
  }
  throw usage();
}

/**
 * The live chat's operators. The CLI appends the password it read to `add` (cli.ts), so it never
 * appears on a command line.
 */
async function operators(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, name, password] = args;
  if (action === undefined) {
    const all = await listOperators(db);
    return all.length === 0 ? ['No operator yet.'] : all.map((operator) => printable(operator.name));
  }
  if (action === 'add' && name && password !== undefined && args.length === 3) {
    await addOperator(db, name, password, now);
    return [`Operator ${printable(name)} added: they sign in at /chat-console.`];
  }
  throw usage();
}

/** The chat room's mute list: who is on it, adding a member, taking one off. */
/** The brand's analytics tag: the platform's CSP lets the tag's hosts in while it is set. */
async function analytics(db: Db, args: string[]): Promise<string[]> {
  const [action, id] = args;
  if (args.length === 0) {
    const current = await brandGtagId(db);
    return [current === null ? 'The brand measures nobody (no analytics tag).' : `Analytics tag: ${current}`];
  }
  if (action === 'set' && id !== undefined && args.length === 2) {
    if (!isGtagId(id))
      throw badRequest(
        `'${printable(id)}' is not a Google tag id (G-, GT- or AW- and 4 to 16 letters or digits)`,
      );
    await setBrandGtagId(db, id);
    return [`Analytics tag ${id}: visitors are asked, and measured only once they accept.`];
  }
  if (action === 'off' && args.length === 1) {
    await setBrandGtagId(db, null);
    return ['Analytics off: no banner, no tag.'];
  }
  throw usage();
}

async function chatRoom(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, account] = args;
  if (action === 'muted' && args.length === 1) {
    const muted = await mutedInRoom(db);
    if (muted.length === 0) return ['No member is muted in the chat room.'];
    return muted.map((entry) => printableRow([entry.account, `since ${entry.mutedAt.toISOString()}`]));
  }
  if (action === 'mute' && account && args.length === 2) {
    const stored = await muteInRoom(db, account, now);
    return [`${printable(stored)} is muted in the chat room.`];
  }
  if (action === 'unmute' && account && args.length === 2) {
    const { account: stored, was } = await unmuteInRoom(db, account);
    return [
      was ? `${printable(stored)} may write in the chat room again.` : `${printable(stored)} was not muted.`,
    ];
  }
  throw usage();
}

/** The operator's side of the point mall: the redemptions waiting, sending or refusing one. */
async function points(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, id] = args;
  if (action === undefined) {
    const pending = await pendingRedemptions(db);
    if (pending.length === 0) return ['No redemption is waiting.'];
    return pending.map((entry) =>
      printableRow([
        entry.id,
        entry.account,
        entry.item,
        `x${entry.quantity}`,
        entry.address ?? '',
        entry.mobile ?? '',
        entry.createdAt.toISOString(),
      ]),
    );
  }
  if ((action === 'approve' || action === 'reject') && id !== undefined && args.length === 2) {
    const approve = action === 'approve';
    const decided = await decideRedemption(db, id, approve ? 'APPROVED' : 'REJECTED', now);
    if (!decided) return [`No redemption ${printable(id)} is waiting.`];
    return [`Redemption ${printable(id)} ${approve ? 'approved' : 'rejected'}.`];
  }
  throw usage();
}

/** The operator's side of promotion applications: what waits, approving and rejecting one. */
async function promotions(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, id] = args;
  if (action === undefined) {
    const pending = await pendingPromotionApplications(db);
    if (pending.length === 0) return ['No promotion application is waiting.'];
    return pending.map((entry) =>
      printableRow([
        entry.id,
        entry.account,
        `promotion ${entry.promotionId}`,
        entry.promotion,
        `${entry.images} images`,
        entry.remark,
        entry.submittedAt.toISOString(),
      ]),
    );
  }
  if ((action === 'approve' || action === 'reject') && id !== undefined && args.length === 2) {
    if (!/^\d{1,9}$/.test(id)) throw badRequest(`application id must be a number, got '${id}'`);
    const approve = action === 'approve';
    const { account, decided } = await decidePromotionApplication(
      db,
      Number(id),
      approve ? 'APPROVED' : 'REJECTED',
      now,
    );
    const outcome = approve ? 'approved: the reward waits for the member to claim' : 'rejected';
    return [`Application ${id} of ${printable(account)} ${decided ? outcome : `was already ${action}d`}`];
  }
  throw usage();
}

/** The birthday bonus job for one brand day, as the running server does for today. */
async function birthday(db: Db, args: string[], now: Date): Promise<string[]> {
  const [day = brandToday(now)] = args;
  if (args.length > 1) throw usage();
  const run = await runBirthdayBonus(db, day, now);
  return [
    `Birthday bonus for ${run.day}: ${run.offered} offered (${money(run.total)} in all); ${run.members - run.offered} already had this year's.`,
  ];
}

const SLOT_KINDS: Record<string, SlotKind> = { realtime: 'REALTIME_SALARY', hourly: 'HOURLY_SALARY' };

const settled = (run: SettlementRun) =>
  `${run.kind} from ${run.start}: ${run.holders} contracts, ${run.recorded} settlements recorded, ${run.paid} paid (${money(run.total)} in all).`;

/** The agents' contracts settled for a period, as the running server does as each one ends. */
async function agentPay(db: Db, args: string[], now: Date): Promise<string[]> {
  const [what, at] = args;
  if (args.length > 2 || what === undefined) throw usage();
  if (what === 'day') {
    const day = at ?? brandYesterday(now);
    if (!isRebateDay(day) || day >= brandToday(now)) throw usage();
    return (await settleDay(db, day, now)).map(settled);
  }
  const kind = SLOT_KINDS[what];
  if (!kind) throw usage();
  const period = at === undefined ? lastEndedSlot(kind, now) : slotAt(kind, new Date(at));
  if (!period || period.end > now) throw usage();
  return [settled(await settlePeriod(db, kind, period, now))];
}

/** The daily rebate job for one brand day, as the running server does for yesterday. */
async function rebate(db: Db, args: string[], now: Date): Promise<string[]> {
  const [day = brandYesterday(now)] = args;
  if (args.length > 1 || !isRebateDay(day)) throw usage();
  const run = await runDailyRebate(db, day, now);
  return [
    `Rebate for ${run.day}: ${run.offered} offered (${money(run.total)} in all); ${run.members - run.offered} already had theirs.`,
  ];
}

/** The referral rewards earned by a brand day's end, as the running server offers them as friends play. */
async function referral(db: Db, args: string[], now: Date): Promise<string[]> {
  const [day] = args;
  if (args.length > 1) throw usage();
  const dayEnd = day === undefined ? null : brandDayStart(shiftDay(checkedDay(day, now), 1));
  const run = await offerReferralRewards(db, now, dayEnd && dayEnd < now ? { until: dayEnd } : {});
  return [
    `Referral rewards${day ? ` earned by the end of ${day}` : ''}: ${run.offered} offered (${money(run.total)} in all); ${run.looked - run.offered} friends have not reached the thresholds yet.`,
  ];
}

/** The VIP evaluation of one brand day, as the running server does it each day. */
async function vip(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, day] = args;
  if (action === 'evaluate' && day !== undefined && args.length === 2) {
    const { evaluated, raised } = await evaluateDay(db, checkedDay(day, now), now);
    return [`VIP levels of ${day}: ${evaluated} members evaluated, ${raised} raised.`];
  }
  throw usage();
}

/** The operator's review of withdrawals: what waits, approving (paid out) and rejecting one. */
async function withdrawals(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, orderNo, ...words] = args;
  if (action === undefined) {
    const pending = await pendingWithdrawals(db);
    if (pending.length === 0) return ['No withdrawal is waiting.'];
    return pending.map((order) =>
      printableRow([
        order.orderNo,
        order.account,
        money(order.amount),
        `${order.bankCode} ${order.accountNumber}`,
        `since ${order.createdAt.toISOString()}`,
      ]),
    );
  }
  if (action === 'approve' && orderNo && args.length === 2) {
    const outcome = await reviewWithdrawal(db, orderNo, { decision: 'APPROVED' }, now);
    return [
      outcome === 'reviewed'
        ? `Withdrawal ${orderNo} approved: paid out, the member is told.`
        : `Withdrawal ${orderNo} was already approved.`,
    ];
  }
  const reason = words.join(' ').trim();
  if (action === 'reject' && orderNo && reason) {
    if (reason.length > REJECT_REASON_MAX_CHARS)
      throw badRequest(`a reason must be at most ${REJECT_REASON_MAX_CHARS} characters`);
    const outcome = await reviewWithdrawal(db, orderNo, { decision: 'REJECTED', reason }, now);
    return [
      outcome === 'reviewed'
        ? `Withdrawal ${orderNo} rejected: the amount is back in the balance, the member is told.`
        : `Withdrawal ${orderNo} was already rejected.`,
    ];
  }
  throw usage();
}

async function jobs(db: Db, args: string[]): Promise<string[]> {
  const job = args.length > 0 ? args.join(' ') : null;
  const runs = await recentJobRuns(db, job);
  if (runs.length === 0)
    return [job === null ? 'No scheduled job has run yet.' : `No run of '${printable(job)}'.`];
  return runs.map((run) =>
    printableRow([
      run.job,
      run.period,
      run.instance,
      run.startedAt.toISOString(),
      run.endedAt?.toISOString() ?? 'running',
      run.outcome ?? '',
      run.takenOverFrom === null ? '' : `taken over from ${run.takenOverFrom}`,
    ]),
  );
}

const COMMANDS: Record<OperatorCommand, (db: Db, args: string[], now: Date) => Promise<string[]>> = {
  affiliate,
  'agent-pay': agentPay,
  analytics,
  'bank-accounts': bankAccounts,
  birthday,
  'chat-room': chatRoom,
  feedback,
  deposits,
  jobs,
  operators,
  points,
  promotions,
  rebate,
  referral,
  vip,
  withdrawals,
};

/** Runs one operator command on `db` and returns what it prints, line by line. */
export function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  args: string[],
  now: Date,
): Promise<string[]> {
  return COMMANDS[command](db, args, now);
}

export function isOperatorCommand(value: string | undefined): value is OperatorCommand {
  return (OPERATOR_COMMANDS as readonly (string | undefined)[]).includes(value);
}
