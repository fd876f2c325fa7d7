import preview from '../stories/preview';
import { CodeShare } from './code-share';
import { INVITATION } from './code-share.fixture';

const meta = preview.meta({
  title: 'Media/CodeShare',
  component: CodeShare,
  args: INVITATION,
});

export const InvitationCode = meta.story();
