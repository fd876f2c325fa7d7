import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, security } from '../test/fixtures';
import { SecurityCenterPage } from './security-center-page';

const meta = preview.meta({
  title: 'Member centre/SecurityCenterPage',
  component: SecurityCenterPage,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
export const WithoutVipLabel = meta.story({
  parameters: { answers: { '/wps/member/info': { ...member, clubLabel: null } } },
});
export const NewMember = meta.story({
  parameters: {
    answers: {
      '/wps/member/security': {
        ...security,
        realName: null,
        birthday: null,
        hasPaymentPassword: false,
        lastSignIn: null,
      },
      '/wps/member/security/bank-accounts': [],
    },
  },
});
