import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { agentMember, member } from '../test/fixtures';
import { AccountMenu } from './account-menu';

const meta = {
  title: 'Auth/AccountMenu',
  component: AccountMenu,
  args: {
    currencySymbol: '¥',
    memberCentre: () => undefined,
    agentCentre: () => undefined,
    bettingRecord: () => undefined,
    accountRecord: () => undefined,
    deposit: () => undefined,
    withdraw: () => undefined,
  },
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Agent: Story = { parameters: { signedInAs: agentMember } };
