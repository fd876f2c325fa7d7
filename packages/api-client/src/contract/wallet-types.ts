/** A vendor whose games play from a wallet of their own (the brand's merchant wallet is not single). */
export interface TransferVendor {
  vassalage: string;
  name: string;
  /** transfers to and from it are refused while it is under maintenance */
  maintenance: boolean;
}

export interface MerchantWalletResponse {
  /** true: every game plays from the main balance, and there is nothing to transfer */
  isSingle: boolean;
  vendors: TransferVendor[];
}

export interface VendorBalanceQuery {
  vassalage: string;
}

export interface VendorBalanceResponse {
  vassalage: string;
  /** integer minor units */
  balance: number;
}

/** IN: main → vendor; OUT: vendor → main. */
export type TransferDirection = 'IN' | 'OUT';

export interface WalletTransferRequest {
  vassalage: string;
  direction: TransferDirection;
  /** integer minor units */
  amount: number;
  /** one per transfer attempt: a double click or a retried request moves the money once */
  idempotencyKey: string;
}

export interface WalletTransferResponse {
  mainBalance: number;
  vendorBalance: number;
}

export interface RecallAllRequest {
  idempotencyKey: string;
}

/** RECALLED: its balance is back in main; EMPTY: nothing to recall; FAILED: left where it was. */
type RecallStatus = 'RECALLED' | 'EMPTY' | 'FAILED';

export interface RecallResult {
  vassalage: string;
  name: string;
  /** integer minor units moved back to main */
  amount: number;
  status: RecallStatus;
  /** the error code of a FAILED recall */
  code: string | null;
}

export interface RecallAllResponse {
  mainBalance: number;
  results: RecallResult[];
}
