import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { signInFixture } from '../test/activity-fixtures';
import { SignInCalendar } from './sign-in-calendar';

const meta = preview.meta({
  title: 'Promotions/SignInCalendar',
  component: SignInCalendar,
  decorators: [withStoryProviders],
  args: {
    signIn: signInFixture(),
    month: '2030-01',
    onMonthChange: () => {},
    monthSigned: signInFixture().signed,
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    onSign: () => {},
  },
});

export const TodayToSign = meta.story();
export const SignedToday = meta.story({
  args: {
    signIn: signInFixture({ signed: ['2030-01-07', '2030-01-08', '2030-01-09'], streak: 3 }),
    monthSigned: ['2030-01-07', '2030-01-08', '2030-01-09'],
  },
});
export const MissedDaysKept = meta.story({
  args: {
    signIn: signInFixture({ missedDay: 'KEEP', signed: ['2030-01-02', '2030-01-05'], streak: 2 }),
    monthSigned: ['2030-01-02', '2030-01-05'],
  },
});
export const Visitor = meta.story({
  args: { signIn: signInFixture({ signed: [], streak: 0 }), monthSigned: [], onSign: undefined },
});
/** The period's first month, turned back to: no earlier month to turn to. */
export const FirstMonthOfPeriod = meta.story({
  args: {
    signIn: signInFixture({ firstDay: '2029-12-20' }),
    month: '2029-12',
    monthSigned: ['2029-12-30', '2029-12-31'],
  },
});
/** Another month's days on the way from the platform. */
export const MonthLoading = meta.story({ args: { month: '2030-02', monthSigned: undefined } });
