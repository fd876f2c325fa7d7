import { memberFixture } from '@marquee/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AgentCentre } from './agent-centre';

const member = memberFixture();

const meta = {
  title: 'Agent centre/AgentCentre',
  component: AgentCentre,
  decorators: [withStoryProviders],
  args: { entry: 'agentTeamOverview', onClose: () => {} },
} satisfies Meta<typeof AgentCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A wide screen: the menu beside the team overview. */
export const TeamOverview: Story = {};

/** A phone: the entry full screen under its back arrow. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A phone on the centre's own address: the list of entries. */
export const PhoneMenu: Story = { args: { entry: undefined }, globals: { viewport: { value: 'mobile1' } } };

/** A member who is not an agent opens the address: the refusal, no menu. */
export const NotAnAgent: Story = {
  parameters: { signedInAs: member, answers: { '/wps/member/info': member } },
};
