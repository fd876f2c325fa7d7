import type { StoreApi } from 'zustand';
import { type SessionSnapshot, type SessionState, useSessionStore } from './session-store';

/**
 * How long a new tab waits for a signed-in tab of the site to hand over its session. A
 * same-browser message takes milliseconds, but the signed-in tab answers from its own main thread,
 * which a background tab on a busy phone runs late: 300 ms missed it on a loaded machine and sent
 * the new tab to the login page. Only a member-only page waits this long, and only when no tab of
 * the site is signed in.
 */
export const HANDOVER_WAIT_MS = 1000;

const CHANNEL_NAME = 'marquee-session';

type TabMessage =
  | { type: 'ask'; id: string }
  | { type: 'answer'; to: string; session: SessionSnapshot }
  | { type: 'ended' };

/** The part of a BroadcastChannel this uses. */
interface TabChannel {
  postMessage: (message: TabMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

function askId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function snapshotOf(state: SessionState): SessionSnapshot | null {
  if (!state.token) return null;
  const { token, account, nickname, username, customerId, isAgent, toUpline, memberLabel } = state;
  const { merchant, merchantCode, platform } = state;
  return {
    token,
    account,
    nickname,
    username,
    customerId,
    isAgent,
    toUpline,
    memberLabel,
    merchant,
    merchantCode,
    platform,
  };
}

function isSnapshot(value: unknown): value is SessionSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { token?: unknown }).token === 'string' &&
    Array.isArray((value as { memberLabel?: unknown }).memberLabel)
  );
}

/**
 * Shares one session among the site's tabs while it keeps living in each tab's sessionStorage
 * (so closing every tab still ends it, and nothing goes to localStorage). A tab that starts
 * without a session asks the others once; a signed-in tab answers only such a question, addressed
 * to the asking tab; the asking tab takes the first answer within HANDOVER_WAIT_MS and ignores any
 * later or unasked one. A BroadcastChannel carries it, which only tabs of the same origin hear.
 * A tab whose session ends (logout, expiry) tells the others, which end theirs too.
 * Answers a function that stops listening to the store.
 */
export function shareSessionAcrossTabs(
  store: StoreApi<SessionState> = useSessionStore,
  channel: TabChannel | null = typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL_NAME),
): () => void {
  if (!channel) return () => undefined;
  let asking: string | null = null;
  let endedElsewhere = false;

  channel.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as TabMessage | null;
    if (!message || typeof message !== 'object') return;
    const state = store.getState();
    if (message.type === 'ask' && typeof message.id === 'string') {
      const session = snapshotOf(state);
      if (session) channel.postMessage({ type: 'answer', to: message.id, session });
    } else if (message.type === 'answer') {
      if (asking === null || message.to !== asking || state.token || !isSnapshot(message.session)) return;
      asking = null;
      state.adoptSession(message.session);
    } else if (message.type === 'ended' && state.token) {
      endedElsewhere = true;
      state.endSession();
      endedElsewhere = false;
    }
  });

  const unsubscribe = store.subscribe((state, previous) => {
    if (previous.token && !state.token && !endedElsewhere) channel.postMessage({ type: 'ended' });
  });

  if (!store.getState().token) {
    asking = askId();
    store.getState().setHandingOver(true);
    channel.postMessage({ type: 'ask', id: asking });
    setTimeout(() => {
      asking = null;
      if (store.getState().handingOver) store.getState().setHandingOver(false);
    }, HANDOVER_WAIT_MS);
  }
  return unsubscribe;
}
