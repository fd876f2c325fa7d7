import { type RealityCheckMinutes, realityCheckApi, realityCheckKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Saves the reality-check interval; the figures (which carry it and whether a reminder is due) are read again. */
export function useSaveRealityCheckMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => client.call(realityCheckApi.save, { minutes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: realityCheckKeys.all }),
  });
}

/** Answers the reminder: the next one is one interval from now. */
export function useAnswerRealityCheckMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(realityCheckApi.acknowledge),
    onSettled: () => queryClient.invalidateQueries({ queryKey: realityCheckKeys.playSessions() }),
  });
}
