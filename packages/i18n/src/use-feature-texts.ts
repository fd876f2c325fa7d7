import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeatureTexts, hasFeatureTexts, languageShownBy, loadFeatureTexts } from './feature-texts';
import { DEFAULT_FEATURE_TEXTS } from './shared-texts';

/**
 * Whether the shown language's tables of `texts` (i18n's shared and error texts by default) are
 * in, fetching those that are not. A failed fetch is thrown during render, for the feature's error
 * boundary to offer a retry, which mounts this again and fetches again.
 */
export function useFeatureTexts(texts: readonly FeatureTexts[] = DEFAULT_FEATURE_TEXTS): boolean {
  const { i18n } = useTranslation();
  const code = languageShownBy(i18n);
  const ready = hasFeatureTexts(i18n, code, texts);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);

  useEffect(() => {
    if (ready) return;
    let active = true;
    loadFeatureTexts(i18n, texts, code).then(
      () => active && setLoaded((count) => count + 1),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [i18n, code, ready, texts]);

  if (failure) throw failure.error;
  return ready;
}
