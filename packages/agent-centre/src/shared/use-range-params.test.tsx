import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useMemberParam } from '../bets/use-member-param';
import { useRangeParams } from './use-range-params';

// the shell names the page under the overlay in the history state
const underneath = { memberCentreBackground: { pathname: '/games' } };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter
      initialEntries={[{ pathname: '/agent/userProfitLoss', search: '?page=3', state: underneath }]}
    >
      {children}
    </MemoryRouter>
  );
}

describe('the address choices of the reports', () => {
  it('useRangeParams changes the address and keeps the history state', () => {
    const { result } = renderHook(() => ({ params: useRangeParams(), location: useLocation() }), { wrapper });
    act(() => result.current.params.period.setRange({ from: '2026-01-01', to: '2026-01-02' }));
    expect(result.current.location.search).toBe('?from=2026-01-01&to=2026-01-02');
    expect(result.current.location.state).toEqual(underneath);
  });

  it('useMemberParam puts one member in the address and takes them out, page 1 each time, state kept', () => {
    const resetPage = vi.fn();
    const { result } = renderHook(() => ({ member: useMemberParam(resetPage), location: useLocation() }), {
      wrapper,
    });
    act(() => result.current.member[1]({ id: 'abc', account: 'teamplayer' }));
    expect(result.current.member[0]).toEqual({ id: 'abc', account: 'teamplayer' });
    expect(result.current.location.search).toBe('?page=3&member=abc&account=teamplayer');
    expect(result.current.location.state).toEqual(underneath);
    act(() => result.current.member[1](null));
    expect(result.current.member[0]).toBeNull();
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.location.state).toEqual(underneath);
    expect(resetPage).toHaveBeenCalledTimes(2);
  });
});
