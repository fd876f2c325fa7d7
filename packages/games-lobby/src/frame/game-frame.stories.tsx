import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { GameFrame } from './game-frame';

const meta = {
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
} satisfies Meta<typeof GameFrame>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The focused view of a member: back, name, balance, deposit and full screen over the game. */
export const Playing: Story = {};
/** The balance hidden as asterisks, as the player chose in the header. */
export const BalanceHidden: Story = { args: { balanceMasked: true } };
/** A seamless wallet's game: its balance is the game's own, so the bar shows none. */
export const Seamless: Story = { args: { hideBalance: true } };
/** A 320 px phone: the name gives way, every control stays 44 px. */
export const NarrowPhone: Story = {
  args: { title: 'Fortune Tiger Megaways Deluxe Edition' },
  globals: { viewport: { value: 'mobile1' } },
};
/** A reality check is due: the game is paused behind the reminder until the player answers. */
export const RealityCheck: Story = {
  args: { onHistory: () => {} },
  parameters: {
    answers: {
      '/wps/v2/wallets/balance': { sumBalance: 1_234_500, currency: 'PHP' },
      '/wps/member/play-session': playSessionFixture({ realityCheckMinutes: 10, reminderDue: true }),
    },
  },
};
export const Visitor: Story = { parameters: { signedInAs: null } };
/** A visitor's fun play on a phone: the label, play money, and the way to register to play for real. */
export const FunPlay: Story = {
  args: { fun: true, registerHref: '/register' },
  parameters: { signedInAs: null },
  globals: { viewport: { value: 'mobile1' } },
};
export const RefusedUrl: Story = { args: { url: 'javascript:alert(1)' } };
/** A live game's launch on a phone: the brand's announcements for live games under it until the player closes them. */
export const WithAnnouncement: Story = {
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
};
