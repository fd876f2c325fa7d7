import {
  CONTRACT_RATE_MAX_BPS,
  CONTRACT_TIERS_MAX,
  type ContractTerms,
  type ContractTier,
} from '@marquee/api-client/contract';
import { badRequest, fail } from '../../http/http-error';

/**
 * The arithmetic of agent contracts, without the database: checking terms, picking a tier, what a
 * period pays, and how a pay is shared down the chain of contracts. Money is integer minor units,
 * rates basis points; every share is rounded down to the minor unit, so nothing is paid that the
 * rate does not cover.
 */

/** `amount` × `rateBps` / 10,000, rounded down, exact for any safe integer amount. */
export function shareOf(amount: number, rateBps: number): number {
  if (amount <= 0 || rateBps <= 0) return 0;
  return Number((BigInt(amount) * BigInt(rateBps)) / BigInt(CONTRACT_RATE_MAX_BPS));
}

const isRate = (rate: unknown) =>
  Number.isInteger(rate) && (rate as number) >= 0 && (rate as number) <= CONTRACT_RATE_MAX_BPS;

const isAmount = (amount: unknown) => Number.isSafeInteger(amount) && (amount as number) >= 0;

/**
 * Refuses terms no contract may hold: a rate below 0 or above 100 % (CONTRACT_RATE_RANGE), tiers
 * that do not each need more than the one before, in both thresholds, at no lower a rate
 * (CONTRACT_TIERS_OVERLAP). A malformed shape is API misuse (400 without a code).
 */
export function checkTerms(terms: ContractTerms): void {
  if (terms.kind === 'REALTIME_SALARY') {
    if (!isAmount(terms.minBet)) throw badRequest("'terms.minBet' must be a whole amount of at least 0");
    for (const rate of [terms.profitRateBps, terms.lossRateBps]) {
      if (!Number.isInteger(rate)) throw badRequest('a rate must be a whole number of basis points');
      if (!isRate(rate)) throw fail(400, 'CONTRACT_RATE_RANGE');
    }
    return;
  }
  const { tiers } = terms;
  if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > CONTRACT_TIERS_MAX)
    throw badRequest(`'terms.tiers' must hold 1 to ${CONTRACT_TIERS_MAX} tiers`);
  for (const tier of tiers) {
    if (!isAmount(tier.minAmount) || !isAmount(tier.minActive) || !Number.isInteger(tier.rateBps))
      throw badRequest('a tier is { minAmount, minActive, rateBps } in whole numbers');
    if (!isRate(tier.rateBps)) throw fail(400, 'CONTRACT_RATE_RANGE');
  }
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (
      before &&
      (tier.minAmount <= before.minAmount ||
        tier.minActive < before.minActive ||
        tier.rateBps < before.rateBps)
    )
      throw fail(400, 'CONTRACT_TIERS_OVERLAP');
  });
}

/** The highest rate the terms pay: what an offer shows as its headline rate. */
export function topRateOf(terms: ContractTerms): number {
  if (terms.kind === 'REALTIME_SALARY') return Math.max(terms.profitRateBps, terms.lossRateBps);
  return Math.max(...terms.tiers.map((tier) => tier.rateBps));
}

/**
 * Whether terms pay more than the upline's own of their kind anywhere: on the same figures, each
 * of the downline's rates is at most the upline's (a real-time salary: its profit rate and its
 * loss rate each). A tier ladder's rate only rises with the figures, so comparing at each of the
 * downline's tiers' thresholds covers every figure. Answers the upline's rate (basis points) where
 * the downline's is higher, or null; the top rates alone would let a flat 25 % sit under 10 % / 30 %.
 */
export function rateAboveUpline(terms: ContractTerms, upline: ContractTerms): number | null {
  if (terms.kind === 'REALTIME_SALARY' || upline.kind === 'REALTIME_SALARY') {
    if (terms.kind !== 'REALTIME_SALARY' || upline.kind !== 'REALTIME_SALARY') return topRateOf(upline);
    if (terms.profitRateBps > upline.profitRateBps) return upline.profitRateBps;
    if (terms.lossRateBps > upline.lossRateBps) return upline.lossRateBps;
    return null;
  }
  for (const tier of terms.tiers) {
    const above = tierRate(upline.tiers, tier.minAmount, tier.minActive);
    if (tier.rateBps > above) return above;
  }
  return null;
}

/**
 * Whether a downline's terms can be shared out of the upline's: no rate above the upline's at any of
 * the downline's thresholds (rateAboveUpline), and a dividend on the upline's period. An offer is
 * refused, and a subordinate's contract ended when its upline's changes, by this one rule.
 */
export function fitsUnder(terms: ContractTerms, upline: ContractTerms): boolean {
  if (rateAboveUpline(terms, upline) !== null) return false;
  return !(terms.kind === 'DIVIDEND' && upline.kind === 'DIVIDEND' && terms.period !== upline.period);
}

/** The rate of the highest tier whose thresholds the team reached (0 below the first). */
export function tierRate(tiers: readonly ContractTier[], amount: number, active: number): number {
  let rate = 0;
  for (const tier of tiers) {
    if (amount >= tier.minAmount && active >= tier.minActive) rate = tier.rateBps;
  }
  return rate;
}

/** A team's figures over one period. */
export interface TeamFigures {
  /** the team's loss (stake − payout of its settled bets): the dividend's base */
  loss: number;
  /** the team's valid bet: the salaries' base */
  validBet: number;
  /** members who bet in the period */
  active: number;
  /** a real-time salary's: stakes of bets of at least its minimum, lost and not lost by the player */
  lostStake: number;
  keptStake: number;
}

export interface PeriodPay {
  base: number;
  rateBps: number;
  gross: number;
}

/** What the terms pay on a team's figures, before the downline agents' shares are taken out. */
export function payOf(terms: ContractTerms, figures: TeamFigures): PeriodPay {
  if (terms.kind === 'REALTIME_SALARY') {
    return {
      base: figures.lostStake + figures.keptStake,
      rateBps: terms.lossRateBps,
      gross: shareOf(figures.lostStake, terms.lossRateBps) + shareOf(figures.keptStake, terms.profitRateBps),
    };
  }
  const base = terms.kind === 'DIVIDEND' ? Math.max(figures.loss, 0) : figures.validBet;
  const rateBps = tierRate(terms.tiers, base, figures.active);
  return { base, rateBps, gross: shareOf(base, rateBps) };
}

export interface Holder {
  memberId: number;
  /** the contract holder who offered this one (null: the operator) */
  uplineId: number | null;
  gross: number;
}

/**
 * What each holder of one kind is paid for one period: its gross less the gross of the contracts
 * it gave (its downline agents', earned on their part of its team, which they are paid
 * themselves), never below zero. Where each level earns no more than the one above (a downline's
 * rate never exceeds its upline's), a chain of contracts pays its top holder's gross in all, each
 * level the difference between its rate and the ones below.
 */
export function levelledPay(
  holders: readonly Holder[],
): Map<number, { downlineShare: number; amount: number }> {
  const given = new Map<number, number>();
  for (const holder of holders) {
    if (holder.uplineId !== null)
      given.set(holder.uplineId, (given.get(holder.uplineId) ?? 0) + holder.gross);
  }
  return new Map(
    holders.map((holder) => {
      const downlineShare = Math.min(given.get(holder.memberId) ?? 0, holder.gross);
      return [holder.memberId, { downlineShare, amount: holder.gross - downlineShare }];
    }),
  );
}
