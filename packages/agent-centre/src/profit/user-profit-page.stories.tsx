import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { UserProfitPage } from './user-profit-page';

const meta = preview.meta({
  title: 'Agent centre/UserProfitPage',
  component: UserProfitPage,
  decorators: [withStoryProviders],
});

/** Each member by net, largest first, with the totals of the period. */
export const ByNet = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });

const memberRoute = '/agent/userProfitLoss?member=downline2Publicxxxxxxx&account=downline2';

/** One member's bets of the period, opened from their row (the address names them). */
export const Member = meta.story({ parameters: { route: memberRoute } });
export const MemberPhone = meta.story({
  parameters: { route: memberRoute },
  globals: { viewport: { value: 'mobile1' } },
});
