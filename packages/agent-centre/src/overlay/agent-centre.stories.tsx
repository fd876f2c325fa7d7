import { memberFixture } from '@marquee/api-client/testing';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { AgentCentre } from './agent-centre';

const member = memberFixture();

const meta = preview.meta({
  title: 'Agent centre/AgentCentre',
  component: AgentCentre,
  decorators: [withStoryProviders],
  args: { entry: 'agentTeamOverview' as const, onClose: () => {} },
});

/** A wide screen: the menu beside the team overview. */
export const TeamOverview = meta.story();

/** A phone: the entry full screen under its back arrow. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });

/** A phone on the centre's own address: the list of entries. */
export const PhoneMenu = meta.story({
  args: { entry: undefined },
  globals: { viewport: { value: 'mobile1' } },
});

/** A member who is not an agent opens the address: the refusal, no menu. */
export const NotAnAgent = meta.story({
  parameters: { signedInAs: member, answers: { '/wps/member/info': member } },
});
