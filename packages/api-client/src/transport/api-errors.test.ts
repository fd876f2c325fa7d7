import {
  AbortedError,
  ApiError,
  EnvelopeError,
  HttpError,
  isApiError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './api-errors';

describe('api errors', () => {
  it('gives every subclass its kind and name', () => {
    const cases: Array<[ApiError, string, string]> = [
      [new NetworkError(), 'network', 'NetworkError'],
      [new TimeoutError(50), 'timeout', 'TimeoutError'],
      [new HttpError(500), 'http', 'HttpError'],
      [new EnvelopeError('Wrong password'), 'envelope', 'EnvelopeError'],
      [new SessionExpiredError(), 'session-expired', 'SessionExpiredError'],
      [new AbortedError(), 'aborted', 'AbortedError'],
    ];
    for (const [error, kind, name] of cases) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect(error.kind).toBe(kind);
      expect(error.name).toBe(name);
    }
  });

  it('carries status, server message and cause', () => {
    const cause = new Error('boom');
    const http = new HttpError(503, 'Under maintenance', { cause });
    expect(http.status).toBe(503);
    expect(http.serverMessage).toBe('Under maintenance');
    expect(http.message).toBe('Under maintenance');
    expect(http.cause).toBe(cause);
    expect(new HttpError(404).message).toBe('HTTP 404');
    expect(new HttpError(404).serverMessage).toBeUndefined();
    expect(new HttpError(200, undefined, { message: 'not JSON' }).message).toBe('not JSON');
    expect(new EnvelopeError('Wrong password').serverMessage).toBe('Wrong password');
    expect(new TimeoutError(50).timeoutMs).toBe(50);
  });

  it('carries the code and params of a coded failure, none by default', () => {
    const http = new HttpError(429, 'Too many attempts, please retry after 5 minutes', {
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(http).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', params: {} });
    const envelope = new EnvelopeError('Please enter your account', {
      code: 'FIELD_REQUIRED',
      params: { field: 'account', patternId: 1 },
    });
    expect(envelope).toMatchObject({ code: 'FIELD_REQUIRED', params: { field: 'account', patternId: 1 } });
    expect(new HttpError(500)).toMatchObject({ code: undefined, params: {} });
    expect(new EnvelopeError('x')).toMatchObject({ code: undefined, params: {} });
  });

  it('recognises only ApiErrors', () => {
    expect(isApiError(new NetworkError())).toBe(true);
    expect(isApiError(new ApiError('http', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
