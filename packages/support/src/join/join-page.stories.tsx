import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { application, member, programme } from '../test/fixtures';
import { JoinPage } from './join-page';

const meta = {
  title: 'Support/JoinPage',
  component: JoinPage,
  decorators: [withStoryProviders],
  args: { currencySymbol: '₱', locale: 'en' },
} satisfies Meta<typeof JoinPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const MemberApplying: Story = { parameters: { signedInAs: member } };
export const Pending: Story = {
  parameters: {
    signedInAs: member,
    answers: { '/wps/agent/affiliate': { programme, application: application() } },
  },
};
export const Rejected: Story = {
  parameters: {
    signedInAs: member,
    answers: { '/wps/agent/affiliate': { programme, application: application({ status: 'REJECTED' }) } },
  },
};
