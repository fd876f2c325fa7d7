import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface Fullscreen {
  /** the element fills the screen: in the browser's full screen, or in the page where that is missing */
  active: boolean;
  /** the fallback is on: the element covers the page (a browser without the Fullscreen API) */
  covering: boolean;
  toggle: () => void;
  /** leaves the browser's full screen (a dialog opens in the page, which full screen would hide) */
  leaveNative: () => void;
}

const fullscreenSupported = () =>
  typeof document !== 'undefined' &&
  document.fullscreenEnabled === true &&
  typeof HTMLElement.prototype.requestFullscreen === 'function';

/**
 * Full screen for `target` through the Fullscreen API; where the browser has none (an iPhone's
 * Safari) or refuses it, the element covers the whole page instead, and Escape ends that as it
 * ends the browser's own full screen.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setNative(target.current !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  useEffect(() => {
    if (!covering) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCovering(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [covering]);

  const toggle = useCallback(() => {
    if (covering) {
      setCovering(false);
      return;
    }
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (!fullscreenSupported()) {
      setCovering(true);
      return;
    }
    void element.requestFullscreen().catch(() => setCovering(true));
  }, [covering, target]);

  const leaveNative = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  return { active: native || covering, covering, toggle, leaveNative };
}
