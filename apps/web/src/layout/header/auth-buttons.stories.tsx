import preview from '../../stories/preview';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { AuthButtons } from './auth-buttons';

const meta = preview.meta({
  title: 'Web/Layout/Header/AuthButtons',
  component: AuthButtons,
});

export const WithRegister = meta.story({ decorators: [withShell()] });

export const LoginOnly = meta.story({
  decorators: [
    withShell({ permission: storyPermission({ whitelabel: [{ modId: 'DIRECTREG3', enabled: 0 }] }) }),
  ],
});
