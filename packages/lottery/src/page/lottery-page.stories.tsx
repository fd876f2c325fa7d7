import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { LotteryPage } from './lottery-page';

const meta = {
  title: 'Lottery/Page',
  component: LotteryPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof LotteryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lobby: Story = {};
/** The lottery on a phone: the prize-mode tabs over the game shelves (light and dark). */
export const LobbyPhone: Story = { globals: { viewport: { value: 'phone' } } };
export const LobbyPhoneDark: Story = { globals: { viewport: { value: 'phone' }, theme: 'dark' } };
export const DeepLink: Story = {
  parameters: { route: '/lottery?gameCode=VNF1&playType=DE', signedInAs: member },
};
