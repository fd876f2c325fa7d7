import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { EligibilityNote } from './eligibility-note';

const meta = preview.meta({
  title: 'Promotions/EligibilityNote',
  component: EligibilityNote,
  decorators: [withStoryProviders],
  args: { promotion: { eligibility: { minVipLevel: 3 }, status: 'JOIN' as const } },
});

export const VipLevel = meta.story();
export const VipLevelNotMet = meta.story({
  args: { promotion: { eligibility: { minVipLevel: 3 }, ineligible: 'VIP_LEVEL', status: 'JOIN' } },
});
export const NewMembersNotMet = meta.story({
  args: { promotion: { eligibility: { newMemberDays: 7 }, ineligible: 'NEW_MEMBERS_ONLY', status: 'JOIN' } },
});
export const OnceADay = meta.story({
  args: { promotion: { eligibility: { frequency: 'ONCE_PER_DAY' }, status: 'CLAIM' } },
});
/** Claimed today: the page says when it may be claimed again. */
export const OnceADayClaimed = meta.story({
  args: { promotion: { eligibility: { frequency: 'ONCE_PER_DAY' }, status: 'CLAIMED' } },
});
export const OncePerMemberClaimed = meta.story({
  args: { promotion: { eligibility: { frequency: 'ONCE_PER_MEMBER' }, status: 'CLAIMED' } },
});
/** A daily application: one a brand day, and today's made. */
export const ApplyOnceADayApplied = meta.story({
  args: {
    promotion: {
      eligibility: { frequency: 'ONCE_PER_DAY' },
      kind: 'APPLY',
      status: 'APPLYING',
      application: { remark: '', images: 1, submittedAt: '2026-11-30T02:00:00Z' },
    },
  },
});
