import type { MemberInfo, MemberLabel } from '@marquee/api-client';
import { create, type StateCreator, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { clearSessionKeys, readKey, writeKey } from './session-storage';

/** Brand values the shell may store with the session; the member info does not carry them. */
interface SessionContext {
  merchant?: string;
  merchantCode?: string;
  platform?: string;
}

export interface SessionMemberFields {
  account: string | null;
  nickname: string | null;
  username: string | null;
  customerId: string | null;
  /** the member type code (4 = trial); null while nobody is signed in */
  isAgent: number | null;
  toUpline: boolean;
  memberLabel: MemberLabel[];
  merchant: string | null;
  merchantCode: string | null;
  platform: string | null;
}

/** What a signed-in tab hands a new tab of the site (see session-tabs.ts). */
export type SessionSnapshot = SessionMemberFields & { token: string };

export interface SessionState extends SessionMemberFields {
  /** logged in means a token exists */
  token: string | null;
  /**
   * A new tab without a session is asking the site's other tabs for theirs (a short, bounded
   * wait): the login guard waits rather than sending the player to the login page.
   */
  handingOver: boolean;
  /**
   * Stores the token alone, so the member info call that completes a login can authenticate;
   * `startSession` follows with the member fields.
   */
  setToken: (token: string) => void;
  startSession: (token: string, member: MemberInfo, context?: SessionContext) => void;
  updateMember: (member: MemberInfo) => void;
  /** brand values kept beside the session; a later startSession without context keeps them */
  setContext: (context: SessionContext) => void;
  /** clears every key of SESSION_STORAGE_KEYS and the in-memory state */
  endSession: () => void;
  /** takes the session another tab of the site handed over, as if this tab had signed in */
  adoptSession: (snapshot: SessionSnapshot) => void;
  setHandingOver: (handingOver: boolean) => void;
}

const EMPTY_MEMBER: SessionMemberFields = {
  account: null,
  nickname: null,
  username: null,
  customerId: null,
  isAgent: null,
  toUpline: false,
  memberLabel: [],
  merchant: null,
  merchantCode: null,
  platform: null,
};

function parseLabels(raw: string | null): MemberLabel[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as MemberLabel[]) : [];
  } catch {
    return [];
  }
}

function parseCode(raw: string | null): number | null {
  if (raw === null || raw === '') return null;
  const code = Number(raw);
  return Number.isInteger(code) ? code : null;
}

function readFromStorage(): Pick<SessionState, 'token'> & SessionMemberFields {
  return {
    token: readKey('token'),
    account: readKey('account'),
    nickname: readKey('nickname'),
    username: readKey('username'),
    customerId: readKey('customerId'),
    isAgent: parseCode(readKey('isAgent')),
    toUpline: readKey('toUpline') === 'true',
    memberLabel: parseLabels(readKey('memberLabel')),
    merchant: readKey('merchant'),
    merchantCode: readKey('merchantCode'),
    platform: readKey('platform'),
  };
}

function memberFields(
  member: MemberInfo,
): Omit<SessionMemberFields, 'merchant' | 'merchantCode' | 'platform'> {
  return {
    account: member.account,
    nickname: member.nickname,
    username: member.account,
    customerId: member.id,
    isAgent: member.isAgent ?? member.type,
    toUpline: member.toUpline,
    memberLabel: member.memberLabel ?? [],
  };
}

function persistMember(fields: Partial<SessionMemberFields>): void {
  if ('account' in fields) writeKey('account', fields.account ?? null);
  if ('nickname' in fields) writeKey('nickname', fields.nickname ?? null);
  if ('username' in fields) writeKey('username', fields.username ?? null);
  if ('customerId' in fields) writeKey('customerId', fields.customerId ?? null);
  if ('isAgent' in fields) writeKey('isAgent', fields.isAgent === null ? null : String(fields.isAgent));
  if ('toUpline' in fields) writeKey('toUpline', String(Boolean(fields.toUpline)));
  if ('memberLabel' in fields) writeKey('memberLabel', JSON.stringify(fields.memberLabel ?? []));
  if (fields.merchant !== undefined) writeKey('merchant', fields.merchant);
  if (fields.merchantCode !== undefined) writeKey('merchantCode', fields.merchantCode);
  if (fields.platform !== undefined) writeKey('platform', fields.platform);
}

const sessionState: StateCreator<SessionState> = (set, get) => ({
  ...readFromStorage(),
  handingOver: false,
  setToken: (token) => {
    writeKey('token', token);
    set({ token });
  },
  startSession: (token, member, context = {}) => {
    const fields: SessionMemberFields = {
      ...memberFields(member),
      merchant: context.merchant ?? get().merchant,
      merchantCode: context.merchantCode ?? get().merchantCode,
      platform: context.platform ?? get().platform,
    };
    writeKey('token', token);
    persistMember(fields);
    set({ token, ...fields });
  },
  updateMember: (member) => {
    const fields = memberFields(member);
    persistMember(fields);
    set(fields);
  },
  setContext: (context) => {
    persistMember(context);
    set(
      Object.fromEntries(
        Object.entries(context).filter(([, value]) => value !== undefined),
      ) as SessionContext,
    );
  },
  endSession: () => {
    clearSessionKeys();
    set({ token: null, ...EMPTY_MEMBER, handingOver: false });
  },
  adoptSession: ({ token, ...fields }) => {
    writeKey('token', token);
    persistMember(fields);
    set({ token, ...fields, handingOver: false });
  },
  setHandingOver: (handingOver) => set({ handingOver }),
});

/**
 * The one owner of the session keys of sessionStorage. The state starts from storage so a
 * reload keeps the player signed in; the token never goes to localStorage, a URL or a log.
 * `useSessionStore((s) => s.token)` in React, `useSessionStore.getState()` outside.
 */
export const useSessionStore = create<SessionState>()(sessionState);

/** A separate store reading the same keys, as a fresh page load would (tests, tools). */
export function createSessionStore(): StoreApi<SessionState> {
  return createStore<SessionState>()(sessionState);
}

/** For the transport's getToken: read on every call so login and logout apply at once. */
export function readSessionToken(): string | null {
  return useSessionStore.getState().token;
}

/** Re-renders when the player signs in or out. */
export function useSessionToken(): string | null {
  return useSessionStore((state) => state.token);
}
