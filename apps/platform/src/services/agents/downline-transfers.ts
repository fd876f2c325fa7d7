import {
  DOWNLINE_TRANSFER_MIN,
  type DownlineTransferRequest,
  type DownlineTransferResponse,
} from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { wallets } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { verifyPaymentPassword } from '../account-security/payment-password';
import type { AccountDeps } from '../deps';
import {
  earlierTransfer,
  moveBetween,
  refuseUnwagered,
  type TransferWay,
} from '../member-centre/member-transfers';
import { InsufficientFundsError } from '../wallet/wallet';
import { requireAgent, teamMember } from './team';

/** An agent's transfer to a direct downline. */
const TO_DOWNLINE: TransferWay = {
  keyPrefix: 'downline',
  sentKind: 'DOWNLINE_TRANSFER_OUT',
  receivedKind: 'DOWNLINE_TRANSFER_IN',
  numberPrefix: 'T',
  wageringCode: 'TEAM_WAGERING_LEFT',
  closedToExcluded: true,
};

/**
 * An agent's transfer to one of their direct downlines (a member further down is the business of
 * the agent between): a retry of the same key answers the first transfer; the checks that need no
 * lock come before the payment password, so a plainly wrong amount costs no attempt, then the
 * password and the move, where the wallet lock makes the balance check the last word.
 */
export async function transferToDownline(
  deps: AccountDeps,
  agentId: number,
  request: DownlineTransferRequest,
): Promise<DownlineTransferResponse> {
  await requireAgent(deps.db, agentId);
  const downline = await teamMember(deps.db, agentId, request.member);
  if (downline.level !== 1) throw fail(400, 'NOT_DIRECT_DOWNLINE');
  const earlier = await earlierTransfer(deps.db, TO_DOWNLINE, agentId, request.idempotencyKey);
  if (earlier) return earlier;
  if (request.amount < DOWNLINE_TRANSFER_MIN)
    throw fail(400, 'AMOUNT_BELOW_MIN', { min: (DOWNLINE_TRANSFER_MIN / 100).toFixed(2) });
  const [wallet] = await deps.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, agentId));
  if (!wallet) throw notFound('Wallet not found');
  if (request.amount > wallet.balance) throw new InsufficientFundsError();
  await refuseUnwagered(deps.db, TO_DOWNLINE, agentId);
  await verifyPaymentPassword(deps, agentId, request.paymentPassword);
  return moveBetween(deps.db, TO_DOWNLINE, agentId, downline.id, request, deps.clock.now());
}
