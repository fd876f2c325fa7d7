import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { backgroundOf, useBrowserAddress } from './member-centre-location';

/**
 * Closing an overlay of pages: back to the page underneath (the history entry before the overlay)
 * or, opened from a link, home.
 */
export function useCloseOverlay(): () => void {
  const navigate = useNavigate();
  const background = backgroundOf(useBrowserAddress());
  return useCallback(() => {
    if (background) void navigate(-1);
    else void navigate(paths.root, { replace: true });
  }, [background, navigate]);
}
