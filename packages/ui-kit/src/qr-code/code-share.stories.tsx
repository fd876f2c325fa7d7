import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeShare } from './code-share';
import { INVITATION } from './code-share.fixture';

const meta = {
  title: 'Media/CodeShare',
  component: CodeShare,
  args: INVITATION,
} satisfies Meta<typeof CodeShare>;
export default meta;

export const InvitationCode: StoryObj<typeof meta> = {};
