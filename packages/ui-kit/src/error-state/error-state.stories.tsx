import preview from '../stories/preview';
import { ErrorState } from './error-state';

const meta = preview.meta({
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Could not load games',
    message: 'Check your connection and try again.',
    retryLabel: 'Try again',
    retrying: false,
    onRetry: () => {},
    headingLevel: 'h2' as const,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] } },
});

export const Default = meta.story();
export const Retrying = meta.story({ args: { retrying: true } });
export const WithSecondaryAction = meta.story({
  args: { secondaryLabel: 'Reload the page', onSecondary: () => {} },
});
