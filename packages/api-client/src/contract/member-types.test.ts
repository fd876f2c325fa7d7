import {
  AGENT_MEMBER_TYPES,
  canOpenAgentCentre,
  canOpenMemberCentre,
  isAgentAccount,
  isTrialAccount,
  MEMBER_TYPE,
  SESSION_STORAGE_KEYS,
} from './member-types';

describe('member type helpers', () => {
  it('marks isAgent 4 as trial, as a number or as stored in session storage', () => {
    expect(isTrialAccount(4)).toBe(true);
    expect(isTrialAccount('4')).toBe(true);
    expect(isTrialAccount(MEMBER_TYPE.member)).toBe(false);
    expect(isTrialAccount(41)).toBe(false);
    expect(isTrialAccount(null)).toBe(false);
  });

  it.each([1, 2, 41, 42, '41'])('treats %s as an agent', (code) => {
    expect(isAgentAccount(code)).toBe(true);
  });

  it.each([0, 4, 3, 40, 43, '', 'x', '4.1', null, undefined])('does not treat %s as an agent', (code) => {
    expect(isAgentAccount(code)).toBe(false);
  });

  it('opens the member centre with a token unless the account is a trial', () => {
    expect(canOpenMemberCentre('t', 0)).toBe(true);
    expect(canOpenMemberCentre('t', '42')).toBe(true);
    expect(canOpenMemberCentre('t', '4')).toBe(false);
    expect(canOpenMemberCentre(null, 0)).toBe(false);
    expect(canOpenMemberCentre('', 1)).toBe(false);
  });

  it('opens the agent centre for agents with a token only', () => {
    expect(canOpenAgentCentre('t', 2)).toBe(true);
    expect(canOpenAgentCentre('t', 0)).toBe(false);
    expect(canOpenAgentCentre(undefined, 2)).toBe(false);
  });

  it('lists the agent codes', () => {
    expect(AGENT_MEMBER_TYPES).toEqual([1, 2, 41, 42]);
  });
});

describe('SESSION_STORAGE_KEYS', () => {
  it('lists the eleven keys once each', () => {
    expect(SESSION_STORAGE_KEYS).toHaveLength(11);
    expect(new Set(SESSION_STORAGE_KEYS).size).toBe(11);
    expect(SESSION_STORAGE_KEYS).toContain('token');
    expect(SESSION_STORAGE_KEYS).toContain('isAgent');
  });
});
