import type { ScreenshotType } from './support-types';

/**
 * PENDING: held from the balance, waiting for the operator's review. REJECTED: the hold went back.
 * APPROVED: paid out, waiting for the member's confirmation. After approval the member says
 * RECEIVED, or NOT_RECEIVED with a proof image (and later FULLY_PAID once the rest arrived);
 * AUTO_RECEIVED: not confirmed within the brand's minutes, which counts as received for good.
 */
export type WithdrawalStatus =
  | 'PENDING'
  | 'REJECTED'
  | 'APPROVED'
  | 'RECEIVED'
  | 'NOT_RECEIVED'
  | 'FULLY_PAID'
  | 'AUTO_RECEIVED';

export interface WithdrawalOrder {
  orderNo: string;
  /** integer minor units */
  amount: number;
  status: WithdrawalStatus;
  bankName: string;
  /** masked, as my account shows it */
  accountNumber: string;
  createdAt: string;
  /** when the operator decided */
  reviewedAt: string | null;
  /** the operator's reason for a rejection */
  rejectReason: string | null;
  /** an approved order not confirmed by then counts as received */
  confirmBy: string | null;
  /** what the member said arrived with a NOT_RECEIVED (minor units) */
  receivedAmount: number | null;
  hasProof: boolean;
}

/** What the withdraw page shows before the form: the brand's limits and what is left of them. */
export interface WithdrawalInfo {
  /** the main balance (minor units) */
  balance: number;
  /** what may be withdrawn now: the balance, or 0 while a wagering requirement is left */
  withdrawable: number;
  /** per withdrawal */
  min: number;
  max: number;
  /** what today (the brand's day) still allows */
  remainingCount: number;
  remainingAmount: number;
  /** valid bets still needed before a withdrawal is allowed (minor units) */
  wageringLeft: number;
  /** minutes after approval before an unconfirmed withdrawal counts as received */
  confirmMinutes: number;
  hasPaymentPassword: boolean;
}

export interface WithdrawalRequest {
  /** integer minor units */
  amount: number;
  /** the public id of one of the member's bank accounts */
  bankAccountId: string;
  paymentPassword: string;
  /** one per withdrawal attempt: a double click or a retried request makes one order */
  idempotencyKey: string;
}

export interface WithdrawalsResponse {
  orders: WithdrawalOrder[];
}

export interface WithdrawalProof {
  type: ScreenshotType;
  /** the image's bytes, base64 */
  data: string;
}

type WithdrawalConfirmation = 'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_PAID';

export interface WithdrawalConfirmRequest {
  orderNo: string;
  confirmation: WithdrawalConfirmation;
  /** NOT_RECEIVED only: what did arrive (minor units, less than the order's amount) */
  receivedAmount?: number;
  /** NOT_RECEIVED only, required */
  proof?: WithdrawalProof;
}

export interface WithdrawalOrderQuery {
  orderNo: string;
}
