import { errorMessage, HttpError, NetworkError, TimeoutError } from '@marquee/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
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
/** A failure the platform sent by code: translated, not its English message. */
export const CodedFailure: Story = {
  args: {
    error: new HttpError(403, errorMessage('FEATURE_OFF', { flag: 'FREEPLAY3' }), {
      code: 'FEATURE_OFF',
      params: { flag: 'FREEPLAY3' },
    }),
  },
};
