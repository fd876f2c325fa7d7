import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeShare } from './code-share';

const meta = {
  title: 'Media/CodeShare',
  component: CodeShare,
  args: {
    code: 'AGENT001',
    link: 'https://marquee.example/register?affiliateCode=AGENT001',
    labels: {
      title: 'My invitation code',
      link: 'My invitation link',
      copyCode: 'Copy code',
      copyLink: 'Copy link',
      share: 'Share',
      shareTitle: 'Join my team',
      shareText: 'Register with my invitation code AGENT001',
      copiedCode: 'Code copied.',
      copiedLink: 'Link copied.',
      copyFailed: 'Could not copy. The link is selected: copy it by hand.',
      qr: 'QR code of my invitation link',
    },
  },
} satisfies Meta<typeof CodeShare>;
export default meta;

export const InvitationCode: StoryObj<typeof meta> = {};
