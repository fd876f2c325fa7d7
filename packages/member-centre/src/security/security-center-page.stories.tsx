import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member, security } from '../test/fixtures';
import { SecurityCenterPage } from './security-center-page';

const meta = {
  title: 'Member centre/SecurityCenterPage',
  component: SecurityCenterPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof SecurityCenterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutVipLabel: Story = {
  parameters: { answers: { '/wps/member/info': { ...member, clubLabel: null } } },
};
export const NewMember: Story = {
  parameters: {
    answers: {
      '/wps/member/security': {
        ...security,
        realName: null,
        birthday: null,
        hasPaymentPassword: false,
        lastSignIn: null,
      },
      '/wps/member/security/bank-accounts': [],
    },
  },
};
