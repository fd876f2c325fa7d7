import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { raffleDetail, signInDetail } from '../test/activity-fixtures';
import { applyDetail, dailyApplyDetail, member, promotionDetail, promotionList } from '../test/fixtures';
import { PromotionDetailPage } from './promotion-detail-page';

const meta = preview.meta({
  title: 'Promotions/PromotionDetailPage',
  component: PromotionDetailPage,
  decorators: [withStoryProviders],
  args: { id: 1, promotionsHref: '/promotions', currencySymbol: '₱', locale: 'en' },
});

const detail = (answer: unknown) => ({ signedInAs: member, answers: { '/wps/promotions/detail': answer } });

export const Visitor = meta.story();
export const JoinAsMember = meta.story({ parameters: detail(promotionDetail()) });
export const InProcess = meta.story({
  parameters: detail(
    promotionDetail({
      status: 'IN_PROCESS',
      progress: { category: 'RNG', period: 'WEEKLY', target: 20_000, progress: 12_500 },
    }),
  ),
});
export const TargetReached = meta.story({
  parameters: detail(
    promotionDetail({
      status: 'CLAIM',
      progress: { category: 'RNG', period: 'WEEKLY', target: 20_000, progress: 20_000 },
    }),
  ),
});
export const ApplyForm = meta.story({ args: { id: 2 }, parameters: detail(applyDetail()) });
/** An application handed in with its remark and two images, in the given state. */
const handedIn = (status: 'APPLYING' | 'ISSUED') => ({
  args: { id: 2 },
  parameters: detail(
    applyDetail({
      status,
      application: { remark: 'First deposit 1,000', images: 2, submittedAt: '2026-11-29T04:00:00.000Z' },
    }),
  ),
});
export const Applying = meta.story(handedIn('APPLYING'));
export const Issued = meta.story(handedIn('ISSUED'));
export const ComingSoon = meta.story({
  args: { id: 5 },
  parameters: detail({
    ...promotionList().promotions[3],
    content: '<p>A gift for the coming sports weekend.</p>',
  }),
});
export const NotFound = meta.story({ args: { id: Number.NaN } });
export const DailySignIn = meta.story({ args: { id: 7 }, parameters: detail(signInDetail()) });
export const Raffle = meta.story({ args: { id: 8 }, parameters: detail(raffleDetail()) });
/** A daily application: yesterday's reward waits to be claimed, the earlier days listed. */
export const DailyApplicationIssued = meta.story({ args: { id: 9 }, parameters: detail(dailyApplyDetail()) });
/** Applied today: the page says when the next application may be made. */
export const DailyApplicationAppliedToday = meta.story({
  args: { id: 9 },
  parameters: detail(
    dailyApplyDetail({
      status: 'APPLYING',
      application: { remark: '', images: 1, submittedAt: '2026-11-30T02:00:00.000Z' },
    }),
  ),
});
