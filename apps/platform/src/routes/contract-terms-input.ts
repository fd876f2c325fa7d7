import {
  CONTRACT_TIERS_MAX,
  type ContractKind,
  type ContractTerms,
  DIVIDEND_PERIODS,
} from '@marquee/api-client/contract';
import { badRequest } from '../http/http-error';
import { literal, type RawInput, requiredInteger } from '../http/validate';

export const objectOf = (value: unknown, name: string): RawInput => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`'${name}' must be an object`);
  return value as RawInput;
};

/** The terms of an offer as sent; their rates and tiers are judged by the service, with coded answers. */
export function termsOf(raw: unknown, kind: ContractKind): ContractTerms {
  const terms = objectOf(raw, 'terms');
  if (kind === 'REALTIME_SALARY') {
    return {
      kind,
      profitRateBps: requiredInteger(terms, 'profitRateBps'),
      lossRateBps: requiredInteger(terms, 'lossRateBps'),
      minBet: requiredInteger(terms, 'minBet', { min: 0 }),
    };
  }
  const tiers = terms.tiers;
  if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > CONTRACT_TIERS_MAX)
    throw badRequest(`'terms.tiers' must hold 1 to ${CONTRACT_TIERS_MAX} tiers`);
  const parsed = tiers.map((tier: unknown) => {
    const fields = objectOf(tier, 'terms.tiers[]');
    return {
      minAmount: requiredInteger(fields, 'minAmount', { min: 0 }),
      minActive: requiredInteger(fields, 'minActive', { min: 0 }),
      rateBps: requiredInteger(fields, 'rateBps'),
    };
  });
  if (kind === 'DIVIDEND') return { kind, period: literal(terms, 'period', DIVIDEND_PERIODS), tiers: parsed };
  return { kind, tiers: parsed };
}
