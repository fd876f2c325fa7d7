import { NetworkError, TimeoutError } from '@marquee/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../storybook/story-shell';
import { QueryErrorState } from './query-error-state';

const meta = {
  title: 'Web/Common/QueryErrorState',
  component: QueryErrorState,
  args: { error: new NetworkError(), onRetry: () => undefined },
  decorators: [withShell()],
} satisfies Meta<typeof QueryErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Network: Story = {};
export const Timeout: Story = { args: { error: new TimeoutError(15_000) } };
export const Retrying: Story = { args: { retrying: true } };
