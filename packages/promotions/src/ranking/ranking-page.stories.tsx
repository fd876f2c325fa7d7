import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member, rankingFixture } from '../test/fixtures';
import { RankingPage } from './ranking-page';

const meta = {
  title: 'Promotions/RankingPage',
  component: RankingPage,
  decorators: [withStoryProviders],
  args: { kind: 'DEPOSIT', currencySymbol: '₱', locale: 'en' },
  parameters: { answers: { '/wps/rankings': rankingFixture({ mine: null }) } },
} satisfies Meta<typeof RankingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const MemberRanked: Story = {
  parameters: { signedInAs: member, answers: { '/wps/rankings': rankingFixture() } },
};

/** Ranked 37th: the own row follows the TOP 20. */
export const MemberBelowTop20: Story = {
  parameters: {
    signedInAs: member,
    answers: { '/wps/rankings': rankingFixture({ mine: { rank: 37, name: 'de***o', amount: 20_000 } }) },
  },
};

export const Empty: Story = {
  args: { kind: 'VALID_BET' },
  parameters: { answers: { '/wps/rankings': rankingFixture({ entries: [], mine: null }) } },
};
