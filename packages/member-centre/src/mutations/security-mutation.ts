import { type Endpoint, memberKeys } from '@marquee/api-client';
import { securityKeys } from '../queries/security-keys';
import { useEndpointMutation } from './endpoint-mutation';

/**
 * A change to my account's settings: on success every settings query and the member info (the
 * nickname, the real name) refetch.
 */
export function useSecurityMutation<E extends Endpoint<unknown, unknown>>(endpoint: E) {
  return useEndpointMutation(endpoint, [securityKeys.all, memberKeys.info()]);
}
