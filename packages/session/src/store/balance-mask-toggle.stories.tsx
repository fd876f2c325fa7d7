import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { useBalanceMaskStore } from './balance-mask-store';
import { BalanceMaskToggle } from './balance-mask-toggle';

const meta = {
  title: 'Session/BalanceMaskToggle',
  component: BalanceMaskToggle,
  decorators: [withStoryProviders],
  args: { showLabel: 'Show balance', hideLabel: 'Hide balance' },
} satisfies Meta<typeof BalanceMaskToggle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  beforeEach: () => useBalanceMaskStore.setState({ masked: false }),
};

export const Hidden: Story = {
  beforeEach: () => {
    useBalanceMaskStore.setState({ masked: true });
    return () => useBalanceMaskStore.setState({ masked: false });
  },
};
