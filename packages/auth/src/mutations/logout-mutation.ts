import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionStore } from '@marquee/session';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export interface LogoutOptions {
  /** the shell resets what it keeps per member (agent overlay, VIP service) */
  onLoggedOut?: () => void;
}

/**
 * DELETE the session, then clear it locally whatever the answer: a player who asked to leave must
 * not stay signed in because the network failed. Member caches go, and the player lands on home.
 */
export function useLogoutMutation({ onLoggedOut }: LogoutOptions = {}): UseMutationResult<void, Error, void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await client.call(api.session.logout);
      } catch {
        // the server forgets the token on its own when it expires
      }
    },
    onSettled: () => {
      useSessionStore.getState().endSession();
      queryClient.removeQueries({ queryKey: memberKeys.all });
      onLoggedOut?.();
      void navigate('/');
    },
  });
}
