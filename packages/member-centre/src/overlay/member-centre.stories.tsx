import { useBalanceMaskStore } from '@marquee/session';
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
// the player hid the balance in the header: the bar keeps it hidden, its eye shows it again
export const BalanceHidden: Story = {
  args: { page: 'transferFund' },
  beforeEach: () => {
    useBalanceMaskStore.setState({ masked: true });
    return () => useBalanceMaskStore.setState({ masked: false });
  },
};
export const Deposit: Story = { args: { page: 'depositv2' } };
export const Messages: Story = { args: { page: 'messageV2' } };
export const NoUnreadMessages: Story = {
  args: { page: 'messageV2' },
  parameters: { answers: { '/wps/member/messages/unread': { count: 0 } } },
};

// A phone: a full-screen page with a back arrow, the page's content first (light and dark); the
// list of pages also on the narrowest phone.
const phone = { viewport: { value: 'phone' } };
export const PhonePageList: Story = { args: { page: undefined }, globals: phone };
export const PhonePageListDark: Story = { args: { page: undefined }, globals: { ...phone, theme: 'dark' } };
export const PhonePageListNarrow: Story = {
  args: { page: undefined },
  globals: { viewport: { value: 'mobile1' } },
};
export const PhoneMessages: Story = { args: { page: 'messageV2' }, globals: phone };
export const PhoneMessagesDark: Story = { args: { page: 'messageV2' }, globals: { ...phone, theme: 'dark' } };
export const PhoneBettingRecord: Story = { args: { page: 'personalHistoryCopy' }, globals: phone };
export const PhoneBettingRecordDark: Story = {
  args: { page: 'personalHistoryCopy' },
  globals: { ...phone, theme: 'dark' },
};
