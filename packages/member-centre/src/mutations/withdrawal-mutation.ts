import { type Endpoint, memberKeys } from '@marquee/api-client';
import { withdrawalKeys } from '../queries/withdrawal-keys';
import { useEndpointMutation } from './endpoint-mutation';

/**
 * A withdrawal or its confirmation: on success the page's queries refetch, and the balance in the
 * header follows the amount held.
 */
export function useWithdrawalMutation<E extends Endpoint<unknown, unknown>>(endpoint: E) {
  return useEndpointMutation(endpoint, [withdrawalKeys.all, memberKeys.balance()]);
}
