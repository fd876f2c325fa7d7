import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { useBalanceMaskStore } from './balance-mask-store';
import { BalanceMaskToggle } from './balance-mask-toggle';

const meta = preview.meta({
  title: 'Session/BalanceMaskToggle',
  component: BalanceMaskToggle,
  decorators: [withStoryProviders],
  args: { showLabel: 'Show balance', hideLabel: 'Hide balance' },
});

export const Shown = meta.story({
  beforeEach: () => useBalanceMaskStore.setState({ masked: false }),
});

export const Hidden = meta.story({
  beforeEach: () => {
    useBalanceMaskStore.setState({ masked: true });
    return () => useBalanceMaskStore.setState({ masked: false });
  },
});
