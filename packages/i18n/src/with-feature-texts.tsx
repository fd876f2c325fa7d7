import { type ReactNode, useEffect } from 'react';
import type { FeatureTexts } from './feature-texts';
import { useFeatureTexts } from './use-feature-texts';

export interface WithFeatureTextsProps {
  /**
   * The sets the subtree shows: its packages' own texts (each exports its set) and i18n's
   * `sharedTexts` / `errorTexts` if it shows those. Defaults to i18n's shared and error texts.
   */
  texts?: readonly FeatureTexts[];
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
 * Renders a feature loaded after the shell (a screen, form or dialog) once its texts are in, so
 * its first paint is never a row of keys.
 */
export function WithFeatureTexts({ texts, fallback = null, preload, children }: WithFeatureTextsProps) {
  const ready = useFeatureTexts(texts);
  useEffect(() => {
    // in a task of its own, like the texts' imports (loadOne says why); never cancelled: the code
    // is wanted even if the texts were quicker
    if (!ready && preload) setTimeout(preload, 0);
  }, [ready, preload]);
  return <>{ready ? children : fallback}</>;
}
