import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats as DD/MM/YYYY, HH:mm:ss with zero padding and 24h hours', () => {
    expect(formatDateTime(new Date(2025, 2, 5, 14, 7, 9))).toBe('05/03/2025, 14:07:09');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 0, 0))).toBe('31/12/2024, 00:00:00');
  });

  it('accepts another format', () => {
    expect(formatDateTime(new Date(2025, 2, 5, 14, 7, 9), 'HH:mm')).toBe('14:07');
  });
});
