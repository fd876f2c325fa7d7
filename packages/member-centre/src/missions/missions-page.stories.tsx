import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { FRESH_WEEK_ANSWERS, MISSION_ANSWERS } from './mission-story-answers';
import { MissionsPage } from './missions-page';

const meta = {
  title: 'Member centre/MissionsPage',
  component: MissionsPage,
  decorators: [withStoryProviders],
  parameters: { answers: MISSION_ANSWERS },
} satisfies Meta<typeof MissionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ToClaim: Story = {};
export const FreshWeek: Story = { parameters: { answers: FRESH_WEEK_ANSWERS } };
export const Unavailable: Story = { parameters: { answers: {} } };
