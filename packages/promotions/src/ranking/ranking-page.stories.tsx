import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, rankingFixture } from '../test/fixtures';
import { RankingPage } from './ranking-page';

const meta = preview.meta({
  title: 'Promotions/RankingPage',
  component: RankingPage,
  decorators: [withStoryProviders],
  args: { kind: 'DEPOSIT' as const, currencySymbol: '₱', locale: 'en' },
  parameters: { answers: { '/wps/rankings': rankingFixture({ mine: null }) } },
});

export const Visitor = meta.story();

export const MemberRanked = meta.story({
  parameters: { signedInAs: member, answers: { '/wps/rankings': rankingFixture() } },
});

/** Ranked 37th: the own row follows the TOP 20. */
export const MemberBelowTop20 = meta.story({
  parameters: {
    signedInAs: member,
    answers: { '/wps/rankings': rankingFixture({ mine: { rank: 37, name: 'de***o', amount: 20_000 } }) },
  },
});

export const Empty = meta.story({
  args: { kind: 'VALID_BET' },
  parameters: { answers: { '/wps/rankings': rankingFixture({ entries: [], mine: null }) } },
});
