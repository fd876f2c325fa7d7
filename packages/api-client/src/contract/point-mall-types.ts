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
