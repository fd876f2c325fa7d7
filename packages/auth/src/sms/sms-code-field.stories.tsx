import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SmsCodeField } from './sms-code-field';

const meta = preview.meta({
  title: 'Auth/SmsCodeField',
  component: SmsCodeField,
  args: {
    label: 'Verification code',
    variant: 'noLogin' as const,
    mobileNum: '0912345678',
    countryDialingCode: '84',
  },
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/verification/sms/noLogin': { expiredMinutes: 1 } } },
});

export const Default = meta.story();
/** The stub has no answer for this variant, so a click on the button shows the warning dialog. */
export const Failing = meta.story({ args: { variant: 'register' } });
