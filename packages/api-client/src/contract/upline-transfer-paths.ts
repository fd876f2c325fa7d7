import { endpoint } from './endpoint';
import type {
  UplineTransferInfo,
  UplineTransferRequest,
  UplineTransferResponse,
} from './upline-transfer-types';

/** The member centre's transfer to upline (transferUpline): only the lazily loaded member centre calls them. */
export const uplineTransferApi = {
  info: endpoint<void, UplineTransferInfo>('GET', '/wps/upline/info', { token: true }),
  transfer: endpoint<UplineTransferRequest, UplineTransferResponse>('POST', '/wps/upline/transfer', {
    token: true,
    encrypted: true,
  }),
} as const;
