import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { warmDateFormat } from './warm-date-format';

describe('warmDateFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes the clock's formatter (its language, the brand's zone) in a task of its own, not at once", () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormat('vi');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(made).toHaveBeenCalledWith('vi', expect.objectContaining({ timeZone: BRAND_TIME_ZONE }));
  });
});
