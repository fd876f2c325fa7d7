import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeatureTexts, hasFeatureTexts, languageShownBy } from './feature-texts';

/**
 * Whether the shown language's tables of `texts` are in, without fetching them; the component
 * renders again when they arrive (someone else fetched them). For a component that shows a
 * stand-in until then: texts arriving do not re-render every translated component, which would
 * re-render the whole page for each feature's texts.
 */
export function useTextsHeld(texts: readonly FeatureTexts[]): boolean {
  const { i18n } = useTranslation();
  const held = hasFeatureTexts(i18n, languageShownBy(i18n), texts);
  const [, setArrived] = useState(held);
  useEffect(() => {
    if (held) return;
    const onAdded = () => {
      if (hasFeatureTexts(i18n, languageShownBy(i18n), texts)) setArrived(true);
    };
    i18n.store.on('added', onAdded);
    return () => i18n.store.off('added', onAdded);
  }, [i18n, held, texts]);
  return held;
}
