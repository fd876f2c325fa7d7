/**
 * Member type codes, carried as `type` in the member info and as `isAgent` in session storage.
 * 1, 2, 41 and 42 are agent codes and 4 is a trial (free play) account. The platform names no
 * code for a plain member; 0 is used for it, and the helpers below treat any
 * code outside the agent and trial codes as a plain member so an unexpected code never unlocks the
 * agent centre.
 */
export const MEMBER_TYPE = {
  member: 0,
  agent: 1,
  agentLevel2: 2,
  trial: 4,
  agent41: 41,
  agent42: 42,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

/** Codes that open the agent centre. */
export const AGENT_MEMBER_TYPES: readonly MemberType[] = [1, 2, 41, 42];

/**
 * Session storage hands `isAgent` back as a string, the member info as a number; both are accepted
 * so callers need not convert before asking.
 */
export type IsAgentInput = MemberType | number | string | null | undefined;

function toCode(isAgent: IsAgentInput): number | null {
  if (isAgent === null || isAgent === undefined || isAgent === '') return null;
  const code = Number(isAgent);
  return Number.isInteger(code) ? code : null;
}

/** isAgent 4 marks a guest or trial account. */
export function isTrialAccount(isAgent: IsAgentInput): boolean {
  return toCode(isAgent) === MEMBER_TYPE.trial;
}

export function isAgentAccount(isAgent: IsAgentInput): boolean {
  const code = toCode(isAgent);
  return code !== null && (AGENT_MEMBER_TYPES as readonly number[]).includes(code);
}

/** The member centre shows when a token exists and isAgent is not 4. */
export function canOpenMemberCentre(token: string | null | undefined, isAgent: IsAgentInput): boolean {
  return Boolean(token) && !isTrialAccount(isAgent);
}

/** The agent centre needs a session and an agent code. */
export function canOpenAgentCentre(token: string | null | undefined, isAgent: IsAgentInput): boolean {
  return Boolean(token) && isAgentAccount(isAgent);
}

interface ClubLabel {
  labelName: string;
  /** VIP rank; above 4 routes customer service to the VIP service instead of live chat */
  rankLevel: number;
}

export interface MemberLabel {
  labelName: string;
}

export interface MemberInfo {
  /** the member's public id (random, not a count) */
  id: string;
  account: string;
  nickname: string;
  /** the agent flag; same codes as `isAgent` */
  type: MemberType;
  isAgent: MemberType;
  /** whether the member may transfer funds to the upline */
  toUpline: boolean;
  /** null when the member has no VIP label yet */
  clubLabel: ClubLabel | null;
  memberLabel: MemberLabel[];
  mobile?: string;
  countryDialingCode?: string;
  email?: string;
  realName?: string;
  /** ISO 4217 code of the wallet currency */
  currency: string;
  /** ISO 8601 */
  createdAt: string;
  /**
   * True while this session was opened by a login answering firstTimeLogin or passwordExpired
   * (PWDEXPFORCECHANGE3) and the password has not been changed since: the platform refuses every
   * member call but change password, member info, balance and logout with 403, and the web app
   * keeps the forced change-password modal open, also after a reload.
   */
  passwordChangePending: boolean;
}

export interface MemberIconResponse {
  /** the address of the avatar the member chose from the brand's set (securityApi.chooseAvatar); null: none chosen */
  iconUrl: string | null;
}

export interface MemberAvatarResponse {
  /** null (or a failed load) falls back to the default avatar */
  avatarUrl: string | null;
}

export interface BalanceResponse {
  /** integer minor units (cents); the UI formats it with two decimals */
  sumBalance: number;
  currency: string;
}

/**
 * Keys the web app writes to session storage after login. Logout clears them all, so the
 * list is the single place that says what "the session" is.
 */
export const SESSION_STORAGE_KEYS = [
  'token',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'toUpline',
  'memberLabel',
] as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];
