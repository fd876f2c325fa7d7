import { endpoint } from './endpoint';
import type {
  WithdrawalConfirmRequest,
  WithdrawalInfo,
  WithdrawalOrder,
  WithdrawalOrderQuery,
  WithdrawalProof,
  WithdrawalRequest,
  WithdrawalsResponse,
} from './withdrawal-types';

/**
 * The withdraw page's calls (member centre withdraw), a table of their own beside `api` like my
 * account's: only the lazily loaded member centre calls them.
 */
export const withdrawalApi = {
  info: endpoint<void, WithdrawalInfo>('GET', '/wps/withdrawal/info', { token: true }),
  orders: endpoint<void, WithdrawalsResponse>('GET', '/wps/withdrawal/orders', { token: true }),
  create: endpoint<WithdrawalRequest, WithdrawalOrder>('POST', '/wps/withdrawal/orders', {
    token: true,
    encrypted: true,
  }),
  /** received / not received (with a proof image in the body, base64) / fully paid */
  confirm: endpoint<WithdrawalConfirmRequest, WithdrawalOrder>('POST', '/wps/withdrawal/confirm', {
    token: true,
  }),
  /** the proof image of one of the member's orders; another member's answers 404 */
  proof: endpoint<WithdrawalOrderQuery, WithdrawalProof>('GET', '/wps/withdrawal/proof', { token: true }),
} as const;
