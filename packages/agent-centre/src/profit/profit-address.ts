/**
 * The history state a member's row of user P&L is opened with: the list is the entry before it,
 * so going back is a step back in history (the list's scroll and address as they were).
 */
export const FROM_PROFIT_LIST = 'fromProfitList';

/** The address's search of one member's figures: the list's period and order, and the member. */
export function memberSearch(params: URLSearchParams, member: { id: string; account: string }): string {
  const next = new URLSearchParams(params);
  next.set('member', member.id);
  next.set('account', member.account);
  return `?${next.toString()}`;
}

/** The list's search again: the member's left out, the rest as it was. */
export function listSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('member');
  next.delete('account');
  next.delete('betsPage');
  return `?${next.toString()}`;
}

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && FROM_PROFIT_LIST in state;
}
