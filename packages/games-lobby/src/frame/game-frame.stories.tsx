import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { GameFrame } from './game-frame';

const meta = {
  title: 'Games lobby/GameFrame',
  component: GameFrame,
  decorators: [withStoryProviders],
  args: { url: 'https://example.com/', title: 'Fortune Tiger', onClose: () => {} },
} satisfies Meta<typeof GameFrame>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Playing: Story = {};
export const RefusedUrl: Story = { args: { url: 'javascript:alert(1)' } };
