import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ChangePasswordModal } from './change-password-modal';

const meta = preview.meta({
  title: 'Auth/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { open: true, onClose: () => undefined, onDone: () => undefined },
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
});

export const Default = meta.story();
export const Forced = meta.story({ args: { forced: true, knownOldPassword: 'secret123' } });
