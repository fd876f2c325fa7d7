import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { application, member, programme } from '../test/fixtures';
import { JoinPage } from './join-page';

const meta = preview.meta({
  title: 'Support/JoinPage',
  component: JoinPage,
  decorators: [withStoryProviders],
  args: { currencySymbol: '₱', locale: 'en' },
});

export const Visitor = meta.story();
export const MemberApplying = meta.story({ parameters: { signedInAs: member } });
export const Pending = meta.story({
  parameters: {
    signedInAs: member,
    answers: { '/wps/agent/affiliate': { programme, application: application() } },
  },
});
export const Rejected = meta.story({
  parameters: {
    signedInAs: member,
    answers: { '/wps/agent/affiliate': { programme, application: application({ status: 'REJECTED' }) } },
  },
});
