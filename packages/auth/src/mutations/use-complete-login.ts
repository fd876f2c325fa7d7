import { api, type LoginResponse, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionStore } from '@marquee/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The common tail of every login-type call (password, SMS code, free play, registration, second
 * factor, social): store the token, fetch the member info with it, then start the session. A
 * response still waiting for a second factor carries no token and is handed back untouched. If the
 * member info cannot be loaded the token is dropped again, so a half-open session never remains.
 */
export function useCompleteLogin(): (response: LoginResponse) => Promise<LoginResponse> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (response: LoginResponse) => {
      if (!response.token) return response;
      const session = useSessionStore.getState();
      // Nothing cached for a previous member may leak into this session.
      queryClient.removeQueries({ queryKey: memberKeys.all });
      session.setToken(response.token);
      try {
        const member = await client.call(api.member.info);
        queryClient.setQueryData(memberKeys.info(), member);
        useSessionStore.getState().startSession(response.token, member);
      } catch (error) {
        useSessionStore.getState().endSession();
        throw error;
      }
      return response;
    },
    [client, queryClient],
  );
}
