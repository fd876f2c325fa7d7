import { securityApi } from '@marquee/api-client';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { GoogleAuthCodeForm } from './google-auth-code-form';

const meta = preview.meta({
  title: 'Member centre/My account/GoogleAuthCodeForm',
  component: GoogleAuthCodeForm,
  decorators: [withStoryProviders],
  args: { endpoint: securityApi.googleAuthBind, submitLabel: 'Bind authenticator' },
});

export const Default = meta.story();
