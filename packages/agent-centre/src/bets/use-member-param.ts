import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** One team member whose bets alone are listed. */
interface Member {
  id: string;
  account: string;
}

/**
 * Team betting's member in the address (`member`, `account`), so one member's bets have an address
 * of their own. A change replaces the history entry with its state kept (the shell's page under the
 * overlay is named there) and shows page 1 again through `resetPage`.
 */
export function useMemberParam(resetPage: (page: number) => void) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const id = params.get('member');
  const account = params.get('account') ?? '';
  const member: Member | null = id ? { id, account } : null;
  const setMember = useCallback(
    (next: Member | null) => {
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next) {
            changed.set('member', next.id);
            changed.set('account', next.account);
          } else {
            changed.delete('member');
            changed.delete('account');
          }
          return changed;
        },
        { replace: true, preventScrollReset: true, state },
      );
      resetPage(1);
    },
    [setParams, state, resetPage],
  );
  return [member, setMember] as const;
}
