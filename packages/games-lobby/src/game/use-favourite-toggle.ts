import type { Game } from '@marquee/api-client';
import { useRequireLogin } from '@marquee/session';
import { useCallback, useRef, useState } from 'react';
import { useFavouriteToggleMutation } from '../mutations/favourite-toggle-mutation';

const NONE: ReadonlySet<number> = new Set();

export interface FavouriteToggleState {
  /** login-guarded (visitors go to /login, trial accounts see the warning); stable */
  toggle: (game: Pick<Game, 'nodeId'>, isFavourite: boolean) => void;
  /** the games whose call is still running: their heart shows the spinner */
  pendingIds: ReadonlySet<number>;
}

/**
 * One favourite mutation and login guard for a whole list of cards, tracking which games are
 * pending so only the pressed heart is busy.
 */
export function useFavouriteToggle(): FavouriteToggleState {
  const requireLogin = useRequireLogin();
  const { mutateAsync } = useFavouriteToggleMutation();
  const [pendingIds, setPendingIds] = useState(NONE);
  const latest = useRef({ requireLogin, mutateAsync });
  latest.current = { requireLogin, mutateAsync };

  const toggle = useCallback((game: Pick<Game, 'nodeId'>, isFavourite: boolean) => {
    const { nodeId } = game;
    latest.current.requireLogin(() => {
      setPendingIds((previous) => new Set(previous).add(nodeId));
      latest.current
        .mutateAsync({ nodeId, isFavourite })
        .catch(() => undefined)
        .finally(() =>
          setPendingIds((previous) => {
            const next = new Set(previous);
            next.delete(nodeId);
            return next.size === 0 ? NONE : next;
          }),
        );
    });
  }, []);

  return { toggle, pendingIds };
}
