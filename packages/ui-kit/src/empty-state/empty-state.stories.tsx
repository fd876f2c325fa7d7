import { Button } from '../button/button';
import preview from '../stories/preview';
import { EmptyState } from './empty-state';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: '☆',
    title: 'No favourites yet',
    description: 'Tap the star on any game to keep it here.',
    action: <Button>Browse games</Button>,
    headingLevel: 'h2' as const,
  },
  argTypes: {
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
});

export const Default = meta.story();
export const TitleOnly = meta.story({ args: { icon: undefined, description: undefined, action: undefined } });
