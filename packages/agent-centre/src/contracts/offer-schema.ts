import {
  CONTRACT_RATE_MAX_BPS,
  type ContractKind,
  type ContractOfferRequest,
  type DividendPeriod,
} from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';
import { array, object, string } from 'yup';

export interface TierValues {
  minAmount: string;
  minActive: string;
  rate: string;
}

export interface OfferValues {
  request: 'NEW' | 'TERMINATE';
  kind: ContractKind;
  period: DividendPeriod;
  tiers: TierValues[];
  profitRate: string;
  lossRate: string;
  minBet: string;
}

/** A decimal with at most two places: a percentage, or an amount in major units. */
const TWO_PLACES = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/** Text of at most two decimal places in hundredths (a rate's percent in basis points, money in minor units). */
function hundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const emptyTier = (): TierValues => ({ minAmount: '', minActive: '', rate: '' });

/**
 * The offer's fields as the page checks them before the platform does: rates of 0 to 100 % with two
 * decimals, thresholds as amounts and whole numbers. What only the platform knows (the agent's own
 * rate and period, the tiers' order) it judges, its refusal shown under the form.
 */
export function offerSchema(t: TFunction) {
  const rate = string()
    .required(t('ac_rate_required'))
    .test(
      'rate',
      t('ac_rate_range'),
      (value) => TWO_PLACES.test(value.trim()) && hundredths(value) <= CONTRACT_RATE_MAX_BPS,
    );
  const amount = string()
    .required(t('ac_amount_required'))
    .test('amount', t('ac_amount_format'), (value) => TWO_PLACES.test(value.trim()));

  return object({
    tiers: array().when(['request', 'kind'], ([request, kind]: string[], schema) =>
      request === 'NEW' && kind !== 'REALTIME_SALARY'
        ? schema.of(
            object({
              minAmount: amount,
              minActive: string()
                .required(t('ac_count_required'))
                .test('count', t('ac_count_format'), (value) => WHOLE.test(value.trim())),
              rate,
            }),
          )
        : schema,
    ),
    profitRate: string().when(['request', 'kind'], ([request, kind]: string[]) =>
      request === 'NEW' && kind === 'REALTIME_SALARY' ? rate : string(),
    ),
    lossRate: string().when(['request', 'kind'], ([request, kind]: string[]) =>
      request === 'NEW' && kind === 'REALTIME_SALARY' ? rate : string(),
    ),
    minBet: string().when(['request', 'kind'], ([request, kind]: string[]) =>
      request === 'NEW' && kind === 'REALTIME_SALARY' ? amount : string(),
    ),
  });
}

/** The offer as the platform takes it, from checked values. */
export function offerRequest(member: string, values: OfferValues): ContractOfferRequest {
  if (values.request === 'TERMINATE') return { member, request: 'TERMINATE', kind: values.kind };
  if (values.kind === 'REALTIME_SALARY')
    return {
      member,
      request: 'NEW',
      kind: values.kind,
      terms: {
        kind: values.kind,
        profitRateBps: hundredths(values.profitRate),
        lossRateBps: hundredths(values.lossRate),
        minBet: hundredths(values.minBet),
      },
    };
  const tiers = values.tiers.map((tier) => ({
    minAmount: hundredths(tier.minAmount),
    minActive: Number(tier.minActive),
    rateBps: hundredths(tier.rate),
  }));
  return {
    member,
    request: 'NEW',
    kind: values.kind,
    terms:
      values.kind === 'DIVIDEND'
        ? { kind: values.kind, period: values.period, tiers }
        : { kind: values.kind, tiers },
  };
}
