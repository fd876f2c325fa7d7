import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './error-state';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Could not load games',
    message: 'Check your connection and try again.',
    retryLabel: 'Try again',
    retrying: false,
    onRetry: () => {},
    headingLevel: 'h2',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithSecondaryAction: Story = {
  args: { secondaryLabel: 'Reload the page', onSecondary: () => {} },
};
