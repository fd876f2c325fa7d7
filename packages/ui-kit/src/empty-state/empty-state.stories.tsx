import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: '☆',
    title: 'No favourites yet',
    description: 'Tap the star on any game to keep it here.',
    action: <Button>Browse games</Button>,
    headingLevel: 'h2',
  },
  argTypes: {
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
