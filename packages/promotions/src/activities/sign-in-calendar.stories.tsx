import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { signInFixture } from '../test/activity-fixtures';
import { SignInCalendar } from './sign-in-calendar';

const meta = {
  title: 'Promotions/SignInCalendar',
  component: SignInCalendar,
  decorators: [withStoryProviders],
  args: {
    signIn: signInFixture(),
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    onSign: () => {},
  },
} satisfies Meta<typeof SignInCalendar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TodayToSign: Story = {};
export const SignedToday: Story = {
  args: { signIn: signInFixture({ signed: ['2030-01-07', '2030-01-08', '2030-01-09'], streak: 3 }) },
};
export const MissedDaysKept: Story = {
  args: { signIn: signInFixture({ missedDay: 'KEEP', signed: ['2030-01-02', '2030-01-05'], streak: 2 }) },
};
export const Visitor: Story = {
  args: { signIn: signInFixture({ signed: [], streak: 0 }), onSign: undefined },
};
