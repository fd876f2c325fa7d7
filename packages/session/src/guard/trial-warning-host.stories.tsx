import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { trialMember } from '../test/fixtures';
import { RequireLogin } from './require-login';
import { TrialWarningHost } from './trial-warning-host';

const meta = preview.meta({
  title: 'Session/TrialWarningHost',
  component: TrialWarningHost,
  decorators: [withStoryProviders],
  parameters: { signedInAs: trialMember },
});

/** A guarded page opens the warning for the trial account. */
export const TrialAccount = meta.story({
  render: () => (
    <>
      <RequireLogin>members only</RequireLogin>
      <TrialWarningHost />
    </>
  ),
});
