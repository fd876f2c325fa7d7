import { useBalanceMaskStore } from '@marquee/session';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { MemberCentre } from './member-centre';

const meta = preview.meta({
  title: 'Member centre/MemberCentre',
  component: MemberCentre,
  decorators: [withStoryProviders],
  args: { page: 'securityCenter' as const, onClose: () => {} },
});

export const MyAccount = meta.story();
// the player hid the balance in the header: the bar keeps it hidden, its eye shows it again
export const BalanceHidden = meta.story({
  args: { page: 'transferFund' },
  beforeEach: () => {
    useBalanceMaskStore.setState({ masked: true });
    return () => useBalanceMaskStore.setState({ masked: false });
  },
});
export const Deposit = meta.story({ args: { page: 'depositv2' } });
export const Messages = meta.story({ args: { page: 'messageV2' } });
export const NoUnreadMessages = meta.story({
  args: { page: 'messageV2' },
  parameters: { answers: { '/wps/member/messages/unread': { count: 0 } } },
});

// A phone: a full-screen page with a back arrow, the page's content first (light and dark); the
// list of pages also on the narrowest phone.
const phone = { viewport: { value: 'phone' } };
export const PhonePageList = meta.story({ args: { page: undefined }, globals: phone });
export const PhonePageListDark = meta.story({
  args: { page: undefined },
  globals: { ...phone, theme: 'dark' },
});
export const PhonePageListNarrow = meta.story({
  args: { page: undefined },
  globals: { viewport: { value: 'mobile1' } },
});
export const PhoneMessages = meta.story({ args: { page: 'messageV2' }, globals: phone });
export const PhoneMessagesDark = meta.story({
  args: { page: 'messageV2' },
  globals: { ...phone, theme: 'dark' },
});
export const PhoneBettingRecord = meta.story({ args: { page: 'personalHistoryCopy' }, globals: phone });
export const PhoneBettingRecordDark = meta.story({
  args: { page: 'personalHistoryCopy' },
  globals: { ...phone, theme: 'dark' },
});
