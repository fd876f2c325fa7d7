import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SignInsSection } from './sign-ins-section';

const meta = preview.meta({
  title: 'Member centre/My account/SignInsSection',
  component: SignInsSection,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
export const None = meta.story({
  parameters: { answers: { '/wps/member/security/sign-ins': { signIns: [] } } },
});
