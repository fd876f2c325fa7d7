import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ForcedPasswordChange } from './forced-password-change';

const held = { ...member, passwordChangePending: true };

const meta = preview.meta({
  title: 'Auth/ForcedPasswordChange',
  component: ForcedPasswordChange,
  args: { onDone: () => undefined },
  decorators: [withStoryProviders],
  parameters: { signedInAs: held, answers: { '/wps/member/info': held } },
});

/** After a reload while the platform holds the session back: the current password is asked. */
export const AfterReload = meta.story();
