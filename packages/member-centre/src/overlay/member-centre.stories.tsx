import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { MemberCentre } from './member-centre';

const meta = {
  title: 'Member centre/MemberCentre',
  component: MemberCentre,
  decorators: [withStoryProviders],
  args: { page: 'securityCenter', onClose: () => {} },
} satisfies Meta<typeof MemberCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MyAccount: Story = {};
export const Deposit: Story = { args: { page: 'depositv2' } };
export const Messages: Story = { args: { page: 'messageV2' } };
export const NoUnreadMessages: Story = {
  args: { page: 'messageV2' },
  parameters: { answers: { '/wps/member/messages/unread': { count: 0 } } },
};
