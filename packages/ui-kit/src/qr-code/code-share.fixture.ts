/** An agent's invitation, for CodeShare's tests and stories. */
export const INVITATION = {
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
};
