import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { GameFrame } from './game-frame';

const meta = preview.meta({
  title: 'Games lobby/GameFrame',
  component: GameFrame,
  decorators: [withStoryProviders],
  args: { url: 'https://example.com/', title: 'Fortune Tiger', onClose: () => {}, onDeposit: () => {} },
  parameters: {
    layout: 'fullscreen',
    signedInAs: member,
    answers: {
      '/wps/v2/wallets/balance': { sumBalance: 1_234_500, currency: 'PHP' },
      '/wps/member/play-session': playSessionFixture(),
    },
  },
});

/** The focused view of a member: back, name, balance, deposit and full screen over the game. */
export const Playing = meta.story();
/** The balance hidden as asterisks, as the player chose in the header. */
export const BalanceHidden = meta.story({ args: { balanceMasked: true } });
/** A seamless wallet's game: its balance is the game's own, so the bar shows none. */
export const Seamless = meta.story({ args: { hideBalance: true } });
/** A 320 px phone: the name gives way, every control stays 44 px. */
export const NarrowPhone = meta.story({
  args: { title: 'Fortune Tiger Megaways Deluxe Edition' },
  globals: { viewport: { value: 'mobile1' } },
});
/** A reality check is due: the game is paused behind the reminder until the player answers. */
export const RealityCheck = meta.story({
  args: { onHistory: () => {} },
  parameters: {
    answers: {
      '/wps/v2/wallets/balance': { sumBalance: 1_234_500, currency: 'PHP' },
      '/wps/member/play-session': playSessionFixture({ realityCheckMinutes: 10, reminderDue: true }),
    },
  },
});
export const Visitor = meta.story({ parameters: { signedInAs: null } });
/** A visitor's fun play on a phone: the label, play money, and the way to register to play for real. */
export const FunPlay = meta.story({
  args: { fun: true, registerHref: '/register' },
  parameters: { signedInAs: null },
  globals: { viewport: { value: 'mobile1' } },
});
export const RefusedUrl = meta.story({ args: { url: 'javascript:alert(1)' } });
/** A live game's launch on a phone: the brand's announcements for live games under it until the player closes them. */
export const WithAnnouncement = meta.story({
  args: { title: 'Speed Baccarat', gameType: 'LIVE' },
  parameters: {
    answers: {
      '/wps/v2/wallets/balance': { sumBalance: 1_234_500, currency: 'PHP' },
      '/wps/member/play-session': playSessionFixture(),
      '/wps/games/announcements': {
        promotion: [
          {
            id: 1,
            title: 'Weekly cashback on every game',
            content: '<p>Get <strong>1%</strong> of your valid bets back every Monday.</p>',
          },
          {
            id: 3,
            title: 'Live baccarat tournament',
            content: '<p>The top 20 players by valid bet share a <strong>₱100,000</strong> prize pool.</p>',
          },
        ],
      },
    },
  },
  globals: { viewport: { value: 'mobile1' } },
});
