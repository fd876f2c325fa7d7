const FROM_MENU = 'centreFromMenu';

/** Whether the history entry of a centre's page was opened from the list of its pages (the menu's address). */
export function openedFromMenu(state: unknown): boolean {
  return typeof state === 'object' && state !== null && FROM_MENU in state;
}

/**
 * The history state a centre's menu link carries: the state the shell opened the centre with (the
 * page shown underneath), marked when the link is followed from the list of pages alone (a phone
 * on the menu's address), so the page's back arrow knows to step back to the list.
 */
export function menuLinkState(state: unknown, fromList: boolean): unknown {
  return fromList ? { ...(typeof state === 'object' ? state : null), [FROM_MENU]: true } : state;
}
