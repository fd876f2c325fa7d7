import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { formatDateTime } from '@marquee/ui-kit';
import { warmDateFormat } from './warm-date-format';

// ui-kit keeps one formatter per language and zone for the whole test run, so the test watches the
// call that makes (or finds) it rather than Intl itself
vi.mock('@marquee/ui-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@marquee/ui-kit')>()),
  formatDateTime: vi.fn(),
}));

describe('warmDateFormat', () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the clock's formatter (its language, the brand's zone) in a task of its own, not at once", () => {
    vi.useFakeTimers();
    warmDateFormat('vi');
    expect(formatDateTime).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(formatDateTime).toHaveBeenCalledWith(expect.any(Date), {
      locale: 'vi',
      timeZone: BRAND_TIME_ZONE,
    });
  });
});
