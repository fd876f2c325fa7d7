import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ForcedPasswordChange } from './forced-password-change';

const held = { ...member, passwordChangePending: true };

const meta = {
  title: 'Auth/ForcedPasswordChange',
  component: ForcedPasswordChange,
  args: { onDone: () => undefined },
  decorators: [withStoryProviders],
  parameters: { signedInAs: held, answers: { '/wps/member/info': held } },
} satisfies Meta<typeof ForcedPasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a reload while the platform holds the session back: the current password is asked. */
export const AfterReload: Story = {};
