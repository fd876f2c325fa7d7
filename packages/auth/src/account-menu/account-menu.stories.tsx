import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { agentMember, member } from '../test/fixtures';
import { AccountMenu } from './account-menu';

const meta = preview.meta({
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
});

export const Member = meta.story();
export const Agent = meta.story({ parameters: { signedInAs: agentMember } });
export const OneLineOnWide = meta.story({ args: { oneLineOnWide: true } });
