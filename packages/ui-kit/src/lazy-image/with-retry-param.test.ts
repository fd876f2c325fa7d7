import { withRetryParam } from './with-retry-param';

describe('withRetryParam', () => {
  it.each([
    ['/a.jpg', 2, '/a.jpg?mq_retry=2'],
    ['https://cdn.example.com/a.jpg?w=300', 3, 'https://cdn.example.com/a.jpg?w=300&mq_retry=3'],
    ['/a.svg#icon', 2, '/a.svg?mq_retry=2#icon'],
  ])('%s attempt %i → %s', (src, attempt, expected) => {
    expect(withRetryParam(src, attempt)).toBe(expected);
  });
});
