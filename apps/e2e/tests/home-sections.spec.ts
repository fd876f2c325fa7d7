import { expect as baseExpect, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { test } from './popups';

// A section appears once its chunk, the feature texts and its call are in: all three on a cold server.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Scrolls down step by step, so every home section comes near the viewport and loads. */
async function scrollThroughHome(page: Page): Promise<void> {
  for (let step = 0; step < 20; step++) {
    // two frames after the scroll, the intersection observers have seen it
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
}

test('a visitor sees hot games per category and the recent winners; sections load as they scroll near', async ({
  page,
}) => {
  const sectionChunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(game-cards|vendor-strip|jackpot-winners)-/.exec(request.url());
    if (match?.[1]) sectionChunks.push(match[1]);
  });
  await page.goto('/');
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot).toBeVisible();
  const slots = hot.getByRole('grid', { name: 'Hot Slots games' });
  await expect(slots.getByRole('button').first()).toBeVisible();
  // the groups follow the brand's hot-game order (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP)
  const order = ['E-lottery', 'Lottery', 'Live casino', 'Sports', 'Fishing', 'Slots', 'Card games'];
  const groups = await hot.getByRole('heading', { level: 3 }).allTextContents();
  expect(groups.length).toBeGreaterThan(1);
  expect(groups).toEqual(order.filter((name) => groups.includes(name)));
  // the hot games come in the game cards' chunk; the vendor strip is far below the first screen:
  // its chunk waits for the scroll
  expect(sectionChunks).toContain('game-cards');
  expect(sectionChunks).not.toContain('vendor-strip');

  await scrollThroughHome(page);
  const winners = page.getByRole('region', { name: 'Recent winners' });
  await expect(winners.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Jackpot' })).toContainText(/\d/);
  await expect(
    page.getByRole('region', { name: 'Browse by provider' }).getByRole('link').first(),
  ).toBeVisible();
  expect(sectionChunks).toContain('vendor-strip');

  // a lottery game among them is the platform's own: it opens the lottery's betting view, no vendor
  const lottery = hot.getByRole('grid', { name: 'Hot Lottery games' });
  await lottery.getByRole('button', { name: 'Fast Lottery 1 Min', exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=VNF1&playType=LO2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fast Lottery 1 Min' })).toBeVisible();
});

test("a member's game played from home comes first in their recent games, ahead of the other sections", async ({
  page,
}) => {
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await page.goto('/');
  const slots = page
    .getByRole('region', { name: 'Hot games' })
    .getByRole('grid', { name: 'Hot Slots games' });
  const first = slots.locator('.mq-game-card__name').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent()) ?? '';
  await slots.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status', { name: 'Result' })).not.toHaveText('');

  // the focused game view's Back returns home, where the game was chosen
  await page.getByRole('region', { name }).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  const sections = page.locator('.app-home > .app-home__slot');
  await expect(sections.first()).toHaveAttribute('data-section', 'recent');
  // Back restored home's scroll to the hot games; the sections load as they come near
  await sections.first().scrollIntoViewIfNeeded();
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.locator('.mq-game-card__name').first()).toHaveText(name);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on home with its sections (${theme})`, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    if (theme === 'dark') {
      await page.getByRole('button', { name: /dark theme/i }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('button').first()).toBeVisible();
    await scrollThroughHome(page);
    await expect(page.getByRole('region', { name: 'Browse by provider' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent winners' })).toBeVisible();
    await expectNoViolation(page);
  });
}
