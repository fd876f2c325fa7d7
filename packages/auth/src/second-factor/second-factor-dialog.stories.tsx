import type { SecondFactorMethod } from '@marquee/api-client';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SecondFactorDialog } from './second-factor-dialog';

const meta = preview.meta({
  title: 'Auth/SecondFactorDialog',
  component: SecondFactorDialog,
  args: {
    open: true,
    challenge: { challengeId: 'story', methods: ['SMS', 'EMAIL'] as SecondFactorMethod[] },
    onDone: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [withStoryProviders],
});

export const SmsOrEmail = meta.story();
export const AllMethods = meta.story({
  args: {
    challenge: { challengeId: 'story', methods: ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE_AUTH'] },
  },
});
export const SmsNotSent = meta.story({
  args: {
    challenge: {
      challengeId: 'story',
      methods: ['SMS', 'EMAIL'],
      smsFailure: { code: 'TOO_MANY_SMS', message: 'Too many requests, please retry after 5 minutes' },
    },
  },
});
