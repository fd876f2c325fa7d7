import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { formatDateTime } from '@marquee/ui-kit';
import { onPhone } from '../layout/phone/phone-viewport';
import { warmDateFormat } from './warm-date-format';

// ui-kit keeps one formatter per language and zone for the whole test run, so the test watches the
// call that makes (or finds) it rather than Intl itself
vi.mock('@marquee/ui-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@marquee/ui-kit')>()),
  formatDateTime: vi.fn(),
}));

describe('warmDateFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(formatDateTime).mockClear();
  });

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

  it('makes no formatter on a phone, which shows no clock', () => {
    onPhone();
    vi.useFakeTimers();
    warmDateFormat('vi');
    vi.runAllTimers();
    expect(formatDateTime).not.toHaveBeenCalled();
  });
});
