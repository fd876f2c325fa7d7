import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './loading-screen';

/**
 * Around every route's screen: the loading cover while its chunk arrives, and the error screen
 * (inside the layout) when the chunk fails to load or the screen throws. Moving to another
 * address clears the error, as a router's route error would.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </AppErrorBoundary>
  );
}
