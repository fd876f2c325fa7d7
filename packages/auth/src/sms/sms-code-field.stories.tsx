import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SmsCodeField } from './sms-code-field';

const meta = {
  title: 'Auth/SmsCodeField',
  component: SmsCodeField,
  args: {
    label: 'Verification code',
    variant: 'noLogin',
    mobileNum: '0912345678',
    countryDialingCode: '84',
  },
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/verification/sms/noLogin': { expiredMinutes: 1 } } },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The stub has no answer for this variant, so a click on the button shows the warning dialog. */
export const Failing: Story = { args: { variant: 'register' } };
