import { act, renderHook } from '@testing-library/react';
import { useWindowRows, type WindowRowsOptions } from './use-window-rows';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const options = (overrides: Partial<WindowRowsOptions> = {}): WindowRowsOptions => ({
  rowCount: 100,
  rowHeight: 200,
  top: 300,
  overscan: 0,
  pinnedRow: -1,
  ...overrides,
});

describe('useWindowRows', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    scrollWindowTo(0);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('renders the rows the window shows, and follows the scroll', () => {
    const { result } = renderHook(() => useWindowRows(options()));
    // the list starts 300 px down: rows 0 and 1 fill the rest of an 800 px window, row 2 begins at 700
    expect(result.current.rows).toEqual([0, 1, 2]);
    act(() => scrollWindowTo(300 + 10 * 200));
    expect(result.current.rows).toEqual([10, 11, 12, 13]);
  });

  it('adds the overscan rows and keeps the pinned row wherever the window is', () => {
    const { result } = renderHook(() => useWindowRows(options({ overscan: 2, pinnedRow: 40 })));
    act(() => scrollWindowTo(300 + 10 * 200));
    expect(result.current.rows).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 40]);
    // what the window itself shows, for work that only rows in view should do
    expect(result.current.visible).toEqual({ first: 10, last: 13 });
  });

  it('renders nothing until the list position is known, and never past the last row', () => {
    const { result, rerender } = renderHook((props: WindowRowsOptions) => useWindowRows(props), {
      initialProps: options({ top: null }),
    });
    expect(result.current.rows).toEqual([]);
    rerender(options({ rowCount: 2 }));
    expect(result.current.rows).toEqual([0, 1]);
  });

  it('scrolls only as far as needed to show a row', () => {
    const { result } = renderHook(() => useWindowRows(options()));
    act(() => result.current.scrollToRow(1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => result.current.scrollToRow(5));
    // row 5 spans 1300-1500: its bottom meets the window's
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1500 - 800 });
  });
});
