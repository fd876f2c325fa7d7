import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFeatureTexts, languageShownBy, loadFeatureTexts } from './feature-texts';

/**
 * Whether the shown language's feature texts are in, fetching them if not (the first feature on a
 * page does; every later one finds them in). A failed fetch is thrown during render, for the
 * feature's error boundary to offer a retry, which mounts this again and fetches again.
 */
export function useFeatureTexts(): boolean {
  const { i18n } = useTranslation();
  const code = languageShownBy(i18n);
  const ready = hasFeatureTexts(i18n, code);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);

  useEffect(() => {
    if (ready) return;
    let active = true;
    loadFeatureTexts(i18n, code).then(
      () => active && setLoaded((count) => count + 1),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [i18n, code, ready]);

  if (failure) throw failure.error;
  return ready;
}
