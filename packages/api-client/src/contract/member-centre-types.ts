/** The member centre's pages, in the menu's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  /** the consolidated contract info (AGENTPOLICY3): listed while an offer waits or a contract is held */
  'agentContracts',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'playSafeLimits',
  'playSafeBreak',
  'playSafeActivity',
  'playSafeRealityCheck',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export interface UnreadCountResponse {
  count: number;
}

/** What happened, so the browser words it in the player's language. */
export type MessageKind =
  | 'DEPOSIT_CREDITED'
  | 'DEPOSIT_FAILED'
  | 'WITHDRAWAL_APPROVED'
  | 'WITHDRAWAL_REJECTED'
  /** `orderNo` is the feedback's ticket number; `amount` is 0 */
  | 'FEEDBACK_REPLY'
  /** `orderNo` is the transfer's number, on the sending member's side and on the upline's */
  | 'UPLINE_TRANSFER_SENT'
  | 'UPLINE_TRANSFER_RECEIVED'
  /** `amount` is the new VIP level (not money); `orderNo` is the brand day it was reached on */
  | 'VIP_LEVEL_UP'
  /**
   * customer service answered in the live chat while the member was not in it; `orderNo` is the
   * conversation's id, `amount` is 0 (one such message until it is read, however many replies)
   */
  | 'CHAT_REPLY';

export interface MemberMessage {
  /** opaque public id; another member's id answers 404 */
  id: string;
  kind: MessageKind;
  /** integer minor units of the money the message is about */
  amount: number;
  /** the order the message is about */
  orderNo: string;
  createdAt: string;
  read: boolean;
}

export interface MessagesQuery {
  pageNum: number;
}

export interface MessagesResponse {
  content: MemberMessage[];
  pageNum: number;
  totalPages: number;
}

export interface MessageIdRequest {
  id: string;
}

export const MESSAGES_PAGE_SIZE = 10;

/**
 * BANK: the member pays by bank transfer to the brand's account quoting the order's reference, and
 * the operator matches it; EWALLET: the provider's payment page; QR: the same page as a QR code.
 */
type DepositChannelKind = 'BANK' | 'EWALLET' | 'QR';

/** The brand's account a bank-transfer deposit is paid to. */
export interface DepositPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositChannelsQuery {
  /** the language the channels' names are written in (a catalogue code); English without it */
  language?: string;
}

export interface DepositChannel {
  code: string;
  kind: DepositChannelKind;
  /** in the language asked for: a brand's name (GCash) as it is, a bank transfer in words */
  name: string;
  /** integer minor units */
  min: number;
  max: number;
  presets: number[];
}

export type DepositStatus = 'PENDING' | 'CREDITED' | 'FAILED' | 'EXPIRED';

export interface DepositOrder {
  orderNo: string;
  channel: string;
  kind: DepositChannelKind;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  expiresAt: string;
  /** the provider's payment page while the order is pending */
  payUrl: string | null;
  /** a pending bank transfer: the account to pay to; the order number is the reference to quote */
  payee: DepositPayee | null;
}

export interface DepositOrderQuery {
  orderNo: string;
}

export interface DepositRequest {
  channel: string;
  /** integer minor units */
  amount: number;
  /** one per deposit attempt: a double click or a retried request makes one order */
  idempotencyKey: string;
}

/**
 * The brand's welcome bonus, as the deposit page offers it: a share of the member's first credited
 * deposit, put in the reward centre to claim.
 */
export interface WelcomeBonusOffer {
  /** false once the member has a credited deposit: the bonus was offered with the first one */
  eligible: boolean;
  /** the bonus as a share of the first deposit, in percent */
  percent: number;
  /** the largest bonus, integer minor units */
  maxBonus: number;
  /** valid bets of this many times the bonus release it */
  wageringMultiple: number;
  /** days to claim it in the reward centre once offered */
  claimDays: number;
  /** days to meet the wagering once claimed */
  wageringDays: number;
}

export interface DepositOrdersResponse {
  orders: DepositOrder[];
}

/** Orders of one member waiting for payment at the same time. */
export const MAX_PENDING_DEPOSITS = 3;
/** A deposit not paid within this many minutes expires. */
export const DEPOSIT_EXPIRY_MINUTES = 30;
