import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SecondFactorDialog } from './second-factor-dialog';

const meta = {
  title: 'Auth/SecondFactorDialog',
  component: SecondFactorDialog,
  args: {
    open: true,
    challenge: { challengeId: 'story', methods: ['SMS', 'EMAIL'] },
    onDone: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [withStoryProviders],
} satisfies Meta<typeof SecondFactorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmsOrEmail: Story = {};
export const AllMethods: Story = {
  args: {
    challenge: { challengeId: 'story', methods: ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE_AUTH'] },
  },
};
export const SmsNotSent: Story = {
  args: {
    challenge: {
      challengeId: 'story',
      methods: ['SMS', 'EMAIL'],
      smsFailure: { code: 'TOO_MANY_SMS', message: 'Too many requests, please retry after 5 minutes' },
    },
  },
};
