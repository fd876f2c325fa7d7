import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AnnouncementsPage } from './announcements-page';

const meta = {
  title: 'Agent centre/AnnouncementsPage',
  component: AnnouncementsPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof AnnouncementsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agents' announcements, seven a page; a title opens its content under it. */
export const Wide: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
