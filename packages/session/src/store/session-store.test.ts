import { SESSION_STORAGE_KEYS } from '@marquee/api-client';
import { member } from '../test/fixtures';
import { createSessionStore, readSessionToken, useSessionStore } from './session-store';

describe('session store', () => {
  it('starts signed out', () => {
    expect(useSessionStore.getState().token).toBeNull();
    expect(readSessionToken()).toBeNull();
  });

  it('writes the session keys to sessionStorage on startSession, and nothing to localStorage', () => {
    useSessionStore.getState().setContext({ merchant: 'mq', merchantCode: 'MQ01', platform: 'W' });
    useSessionStore.getState().startSession('tok-123', member);

    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('username')).toBe('player01');
    expect(sessionStorage.getItem('nickname')).toBe('Lucky');
    expect(sessionStorage.getItem('customerId')).toBe('mPublic1001xxxxxxxxxxx');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(sessionStorage.getItem('toUpline')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('memberLabel') ?? '')).toEqual([{ labelName: 'new' }]);
    expect(sessionStorage.getItem('merchantCode')).toBe('MQ01');
    expect(readSessionToken()).toBe('tok-123');
    expect(localStorage.length).toBe(0);
  });

  it('is restored from sessionStorage by a fresh store, as after a reload', () => {
    useSessionStore.getState().startSession('tok-abc', { ...member, isAgent: 4, type: 4 });
    const reloaded = createSessionStore().getState();
    expect(reloaded.token).toBe('tok-abc');
    expect(reloaded.isAgent).toBe(4);
    expect(reloaded.nickname).toBe('Lucky');
    expect(reloaded.memberLabel).toEqual([{ labelName: 'new' }]);
  });

  it('updates member fields without touching the token', () => {
    useSessionStore.getState().startSession('tok-1', member);
    useSessionStore.getState().updateMember({ ...member, nickname: 'Renamed' });
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(sessionStorage.getItem('nickname')).toBe('Renamed');
  });

  it('clears every session key on endSession', () => {
    useSessionStore.getState().setContext({ merchant: 'mq', merchantCode: 'MQ01', platform: 'W' });
    useSessionStore.getState().startSession('tok-1', member);
    sessionStorage.setItem('unrelated', 'stays');
    useSessionStore.getState().endSession();

    for (const key of SESSION_STORAGE_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
    expect(useSessionStore.getState()).toMatchObject({ token: null, account: null, isAgent: null });
  });
});
