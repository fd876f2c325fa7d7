import { EnvelopeError, NetworkError, SessionExpiredError, TimeoutError } from '@marquee/api-client';
import { createQueryClient, isRetryable } from './create-query-client';

describe('query retry policy', () => {
  it('does not retry what another attempt cannot fix', () => {
    expect(isRetryable(new SessionExpiredError())).toBe(false);
    expect(isRetryable(new EnvelopeError('Invalid request'))).toBe(false);
  });

  it('retries transient failures', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(new TimeoutError(15_000))).toBe(true);
    expect(isRetryable(new Error('boom'))).toBe(true);
  });

  it('retries once at most', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, new NetworkError())).toBe(true);
    expect(retry(1, new NetworkError())).toBe(false);
    expect(retry(0, new SessionExpiredError())).toBe(false);
  });
});
