import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SmsCodeButton } from './sms-code-button';

const meta = {
  title: 'Auth/SmsCodeButton',
  component: SmsCodeButton,
  args: { variant: 'noLogin', mobileNum: '0912345678', countryDialingCode: '84' },
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/verification/sms/noLogin': { expiredMinutes: 1 } } },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The stub has no answer for this variant, so a click shows the warning dialog. */
export const Failing: Story = { args: { variant: 'register' } };
