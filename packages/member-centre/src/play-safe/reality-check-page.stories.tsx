import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { REALITY_CHECK_ANSWERS } from './play-safe-story-answers';
import { RealityCheckPage } from './reality-check-page';

const meta = {
  title: 'Member centre/RealityCheckPage',
  component: RealityCheckPage,
  decorators: [withStoryProviders],
  parameters: { answers: REALITY_CHECK_ANSWERS },
} satisfies Meta<typeof RealityCheckPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Every30Minutes: Story = {};
