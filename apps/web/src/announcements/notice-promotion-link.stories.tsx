import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { NoticePromotionLink } from './notice-promotion-link';

const meta = {
  title: 'Web/Announcements/NoticePromotionLink',
  component: NoticePromotionLink,
  args: { promotionId: 6 },
  decorators: [withShell()],
} satisfies Meta<typeof NoticePromotionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A notice whose promotion ended (or was removed) shows no link at all. */
export const PromotionEnded: Story = { args: { promotionId: undefined } };
