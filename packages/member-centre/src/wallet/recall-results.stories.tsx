import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { RecallResults } from './recall-results';

const meta = {
  title: 'Member centre/RecallResults',
  component: RecallResults,
  decorators: [withStoryProviders],
} satisfies Meta<typeof RecallResults>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EachOutcome: Story = {
  args: {
    results: [
      { vassalage: 'OCFI', name: 'Ocean Fishing', amount: 35_000, status: 'RECALLED', code: null },
      { vassalage: 'REKI', name: 'Reef King', amount: 0, status: 'EMPTY', code: null },
      { vassalage: 'DEBL', name: 'Deep Blue', amount: 0, status: 'FAILED', code: 'VENDOR_MAINTENANCE' },
    ],
  },
};
