import { member } from '../test/fixtures';
import { createSessionStore } from './session-store';
import { HANDOVER_WAIT_MS, shareSessionAcrossTabs } from './session-tabs';

/** Two tabs of one site: two stores, each on its own BroadcastChannel of one name. */
const channels: BroadcastChannel[] = [];
function tabChannel(name: string) {
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  return channel;
}
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** Every message said on the channel, as a third tab of the site hears it. */
function listen(name: string) {
  const heard: { type: string; to?: string; id?: string }[] = [];
  tabChannel(name).addEventListener('message', (event) => heard.push(event.data));
  return heard;
}

function signedInTab(name: string) {
  const store = createSessionStore();
  store.getState().startSession('tok-shared', member, { merchantCode: 'MQ01' });
  // the other tab's sessionStorage is its own: it starts without the keys
  sessionStorage.clear();
  shareSessionAcrossTabs(store, tabChannel(name));
  return store;
}

describe('shareSessionAcrossTabs', () => {
  it('hands a signed-in tab’s session to a new tab of the site, which asks once on start', async () => {
    const heard = listen('tabs-handover');
    const first = signedInTab('tabs-handover');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // a signed-in tab says nothing until a tab asks
    expect(heard).toEqual([]);

    const second = createSessionStore();
    expect(second.getState().token).toBeNull();
    shareSessionAcrossTabs(second, tabChannel('tabs-handover'));
    expect(second.getState().handingOver).toBe(true);

    await vi.waitFor(() => expect(second.getState().token).toBe('tok-shared'));
    expect(second.getState()).toMatchObject({
      account: 'player01',
      merchantCode: 'MQ01',
      handingOver: false,
    });
    expect(sessionStorage.getItem('token')).toBe('tok-shared');
    expect(localStorage.length).toBe(0);
    const ask = heard.find((message) => message.type === 'ask');
    expect(heard.filter((message) => message.type === 'answer')).toEqual([
      expect.objectContaining({ to: ask?.id }),
    ]);
    expect(first.getState().token).toBe('tok-shared');
  });

  it('ignores an answer it did not ask for, and stops waiting when no tab answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const heard = listen('tabs-alone');
      const lonely = createSessionStore();
      shareSessionAcrossTabs(lonely, tabChannel('tabs-alone'));
      expect(lonely.getState().handingOver).toBe(true);
      const stranger = tabChannel('tabs-alone');
      stranger.postMessage({
        type: 'answer',
        to: 'someone-else',
        session: { token: 'tok-forged', memberLabel: [] },
      });
      await vi.waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ to: 'someone-else' })));
      expect(lonely.getState()).toMatchObject({ token: null, handingOver: true });
      vi.advanceTimersByTime(HANDOVER_WAIT_MS);
      expect(lonely.getState()).toMatchObject({ token: null, handingOver: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs every tab out when one logs out', async () => {
    const first = signedInTab('tabs-logout');
    const second = createSessionStore();
    shareSessionAcrossTabs(second, tabChannel('tabs-logout'));
    await vi.waitFor(() => expect(second.getState().token).toBe('tok-shared'));

    second.getState().endSession();
    await vi.waitFor(() => expect(first.getState().token).toBeNull());
    expect(first.getState().account).toBeNull();
  });
});
