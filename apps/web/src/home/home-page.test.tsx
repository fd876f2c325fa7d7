import { api, DEFAULT_HOME_SECTIONS } from '@marquee/api-client';
import { authTexts } from '@marquee/auth';
import { gamesLobbyTexts } from '@marquee/games-lobby';
import { errorTexts, hasFeatureTexts, sharedTexts } from '@marquee/i18n';
import { lotteryTexts } from '@marquee/lottery';
import { memberCentreTexts } from '@marquee/member-centre';
import { supportTexts } from '@marquee/support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { gameFixture, memberFixture, permissionFixture } from '../test/fixtures';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { installTestObserver, TestObserver } from '../test/test-observer';

function slots(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.app-home__slot')];
}

function slot(id: string): HTMLElement {
  const found = slots().find((element) => element.dataset.section === id);
  if (!found) throw new Error(`no ${id} slot`);
  return found;
}

installTestObserver();

describe('home', () => {
  it("shows a visitor the brand's sections in order, each loading only when it scrolls near", async () => {
    let hotCalls = 0;
    server.use(
      answer(api.games.hot, () => {
        hotCalls += 1;
        return { list: [gameFixture(2, { gameName: 'Hot dragon' }), gameFixture(3, { gameType: 'LIVE' })] };
      }),
    );
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(slots().map((element) => element.dataset.section)).toEqual([
      'hot',
      'recommended',
      'jackpot',
      'vendors',
    ]);
    expect(screen.queryByRole('region', { name: 'Hot games' })).not.toBeInTheDocument();
    expect(hotCalls).toBe(0);

    act(() => TestObserver.bringIntoView(slot('hot')));
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(hot).findByRole('button', { name: 'Hot dragon' })).toBeInTheDocument();
    expect(hotCalls).toBe(1);
    expect(screen.queryByRole('region', { name: 'Browse by provider' })).not.toBeInTheDocument();
  });

  it("brings games-lobby's texts along with its sections, and no others (not even the error texts)", async () => {
    const { i18n } = renderApp({ path: '/', featureTexts: false });
    await screen.findByRole('heading', { level: 1 });
    for (const element of slots()) act(() => TestObserver.bringIntoView(element));
    expect(await screen.findByRole('region', { name: 'Hot games' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Browse by provider' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.app-home__pending')).toBeNull());
    expect(hasFeatureTexts(i18n, 'EN', [gamesLobbyTexts])).toBe(true);
    for (const texts of [errorTexts, sharedTexts, authTexts, lotteryTexts, memberCentreTexts, supportTexts]) {
      expect({ [texts.name]: hasFeatureTexts(i18n, 'EN', [texts]) }).toEqual({ [texts.name]: false });
    }
  });

  it("puts a member's recent games first", async () => {
    server.use(
      answer(api.games.recent, { list: [gameFixture(9, { gameName: 'Played last' })], totalPages: 1 }),
      answer(api.games.favouriteList, { content: [], pageNum: 1, totalPages: 0 }),
    );
    renderApp({ path: '/', member: memberFixture() });
    await screen.findByRole('heading', { level: 1 });
    // the default order starts with the member's own lists
    expect(slots().map((element) => element.dataset.section)).toEqual([...DEFAULT_HOME_SECTIONS]);
    act(() => TestObserver.bringIntoView(slot('recent')));
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: 'Played last' })).toBeInTheDocument();
  });

  it("follows the brand's choice of sections", async () => {
    server.use(answer(api.system.whitelabel, permissionFixture({ homeSections: ['vendors', 'jackpot'] })));
    renderApp({ path: '/', member: memberFixture() });
    await screen.findByRole('heading', { level: 1 });
    // the member's own lists are left out too: the brand did not choose them
    await waitFor(() =>
      expect(slots().map((element) => element.dataset.section)).toEqual(['vendors', 'jackpot']),
    );
    act(() => TestObserver.bringIntoView(slot('vendors')));
    const vendors = await screen.findByRole('region', { name: 'Browse by provider' });
    expect((await within(vendors).findAllByRole('link')).length).toBeGreaterThan(0);
  });
});
