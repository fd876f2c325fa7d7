import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { act, renderHook } from '@testing-library/react';
import { PHONE_LAYOUT_QUERY, usePhoneLayout } from './use-phone-layout';

describe('usePhoneLayout', () => {
  it('asks for the phone breakpoint and follows it across a rotation', () => {
    const media = mockMatchMedia(true);
    const { result } = renderHook(() => usePhoneLayout());
    expect(window.matchMedia).toHaveBeenCalledWith(PHONE_LAYOUT_QUERY);
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
  });
});
