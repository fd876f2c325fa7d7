import { type ReactNode, useEffect } from 'react';
import { useFeatureTexts } from './use-feature-texts';

export interface WithFeatureTextsProps {
  /** Shown until the texts are in (usually the feature's own loading state). Defaults to nothing. */
  fallback?: ReactNode;
  /**
   * Starts fetching the feature's code (its lazy import) beside the texts, so the two arrive
   * together rather than one after the other.
   */
  preload?: () => unknown;
  children?: ReactNode;
}

/**
 * Renders a feature loaded after the shell (a screen, form or dialog) once the feature texts are
 * in, so its first paint is never a row of keys.
 */
export function WithFeatureTexts({ fallback = null, preload, children }: WithFeatureTextsProps) {
  const ready = useFeatureTexts();
  useEffect(() => {
    if (!ready) preload?.();
  }, [ready, preload]);
  return <>{ready ? children : fallback}</>;
}
