import { errorMessage, HttpError, NetworkError, TimeoutError } from '@marquee/api-client';
import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { QueryErrorState } from './query-error-state';

const meta = preview.meta({
  title: 'Web/Common/QueryErrorState',
  component: QueryErrorState,
  args: { error: new NetworkError(), onRetry: () => undefined },
  decorators: [withShell()],
});

export const Network = meta.story();
export const Timeout = meta.story({ args: { error: new TimeoutError(15_000) } });
export const Retrying = meta.story({ args: { retrying: true } });
/** A failure the platform sent by code: translated, not its English message. */
export const CodedFailure = meta.story({
  args: {
    error: new HttpError(403, errorMessage('FEATURE_OFF', { flag: 'FREEPLAY3' }), {
      code: 'FEATURE_OFF',
      params: { flag: 'FREEPLAY3' },
    }),
  },
});
