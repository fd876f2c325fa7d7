import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { trialMember } from '../test/fixtures';
import { RequireLogin } from './require-login';
import { TrialWarningHost } from './trial-warning-host';

const meta = {
  title: 'Session/TrialWarningHost',
  component: TrialWarningHost,
  decorators: [withStoryProviders],
  parameters: { signedInAs: trialMember },
} satisfies Meta<typeof TrialWarningHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guarded page opens the warning for the trial account. */
export const TrialAccount: Story = {
  render: () => (
    <>
      <RequireLogin>members only</RequireLogin>
      <TrialWarningHost />
    </>
  ),
};
