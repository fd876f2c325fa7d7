/**
 * The point mall (/pointMall): points earned from valid bets at the brand's rate, which never
 * expire, redeemed for the brand's items. Amounts are integer minor units.
 */

/**
 * CASH: a voucher credited to the balance at once (approved); PHYSICAL: an item sent to the
 * member (a receiving address and mobile number needed), processing until the operator decides.
 */
export type PointItemKind = 'CASH' | 'PHYSICAL';

/** PROCESSING until decided (a physical item); REJECTED gives the points back; APPROVED is final. */
export type RedemptionStatus = 'PROCESSING' | 'REJECTED' | 'APPROVED';

/** At most this many of one item in one redemption. */
export const POINT_REDEEM_MAX_QUANTITY = 10;

/** A physical item's receiving address, trimmed: at most this many characters. */
export const POINT_ADDRESS_MAX = 200;

/** A physical item's mobile number, trimmed: 6 to 15 digits, an optional leading +. */
export function isPointMobile(value: string): boolean {
  return /^\+?\d{6,15}$/.test(value);
}

export interface PointItem {
  id: number;
  kind: PointItemKind;
  /** in the asked language */
  name: string;
  image: string;
  /** points one of it takes */
  points: number;
  /** what a voucher credits, or an item's value */
  amount: number;
  /** how many are left */
  stock: number;
  /** how many one member may redeem in all (rejected redemptions do not count) */
  limitPerMember: number;
  /** signed in: how many the member has redeemed so far */
  redeemed: number;
}

export interface PointItemsQuery {
  language: string;
}

export interface PointItemsResponse {
  items: PointItem[];
  /** the valid bet that earns one point */
  validBetPerPoint: number;
}

export interface PointBalance {
  /** what the member can spend now: earned less what redemptions not rejected took */
  points: number;
  earned: number;
  spent: number;
}

export interface PointRedeemRequest {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  /** a physical item's receiving address and mobile number */
  address?: string;
  mobile?: string;
  /** the language of the answer's item name */
  language?: string;
  /**
   * one per redemption attempt (the web sends one per submit): a retried request with the same
   * key answers the first redemption, neither redeeming nor charging twice
   */
  idempotencyKey: string;
}

export interface PointRedemption {
  id: string;
  itemName: string;
  kind: PointItemKind;
  quantity: number;
  points: number;
  amount: number;
  status: RedemptionStatus;
  createdAt: string;
}

export interface PointRedemptionsQuery {
  language: string;
}

/** Newest first, the latest 50. */
export interface PointRedemptionsResponse {
  redemptions: PointRedemption[];
}

/** One row of the point mall's rate table: this many points convert to this amount. */
export interface PointRate {
  points: number;
  /** minor units */
  amount: number;
}

/**
 * What converting points asks: the point ratio, the rate table it gives, and the password check
 * (conversions and redemptions ask the payment password, so whether the member has one).
 */
export interface PointConfig {
  /** minor units one point converts to */
  pointRatio: number;
  /** the fewest points one conversion takes */
  minConvert: number;
  rates: PointRate[];
  /** the valid bet that earns one point */
  validBetPerPoint: number;
  hasPaymentPassword: boolean;
}

/** At most this many points in one conversion. */
export const POINT_CONVERT_MAX = 10_000_000;

export interface PointConvertRequest {
  /** a whole number of points, at least `minConvert`, at most what the member holds */
  points: number;
  paymentPassword: string;
  /** one per conversion attempt: a retry with the same key converts once */
  idempotencyKey: string;
}

export interface PointConversion {
  id: string;
  points: number;
  /** minor units credited to the balance */
  amount: number;
  /** the member's points left */
  pointsLeft: number;
  createdAt: string;
}

export interface PointEarningsQuery {
  /** from 1 */
  page: number;
}

/** The points a brand day's valid bets earned (days with none are left out). */
interface PointEarningDay {
  /** YYYY-MM-DD, the brand's day */
  day: string;
  /** minor units */
  validBet: number;
  points: number;
}

/** Newest day first, POINT_EARNINGS_PAGE_SIZE a page. */
export interface PointEarningsResponse {
  rows: PointEarningDay[];
  page: number;
  totalPages: number;
}

export const POINT_EARNINGS_PAGE_SIZE = 10;
