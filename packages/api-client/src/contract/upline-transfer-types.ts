/**
 * The smallest transfer to the upline (integer minor units): 1.00. The platform refuses less, the
 * form says so first.
 */
export const UPLINE_TRANSFER_MIN = 100;

/** What the transfer-to-upline page shows before the form. */
export interface UplineTransferInfo {
  /** the member's upline (an agent), or null for a member without one */
  upline: { account: string; nickname: string } | null;
  /** false when the member has no upline or the brand does not let this member transfer to it */
  enabled: boolean;
  /** the main balance the transfer comes from (minor units) */
  balance: number;
  /** per transfer (minor units) */
  min: number;
  hasPaymentPassword: boolean;
}

export interface UplineTransferRequest {
  /** integer minor units */
  amount: number;
  paymentPassword: string;
  /** one per transfer attempt: a double click or a retried request moves the money once */
  idempotencyKey: string;
}

export interface UplineTransferResponse {
  /** the reference both sides' ledger entries and messages carry */
  transferNo: string;
  amount: number;
  /** the member's main balance after the transfer */
  balance: number;
}
