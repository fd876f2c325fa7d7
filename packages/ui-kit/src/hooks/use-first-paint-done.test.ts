import { renderHook, waitFor } from '@testing-library/react';
import { useFirstPaintDone } from './use-first-paint-done';

describe('useFirstPaintDone', () => {
  it('is false on the first render and true once a frame has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { result } = renderHook(() => useFirstPaintDone());
    expect(result.current).toBe(false);
    // nothing changes before the frame
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBe(false);
    for (const frame of frames) frame(performance.now());
    await waitFor(() => expect(result.current).toBe(true));
    requestFrame.mockRestore();
  });
});
