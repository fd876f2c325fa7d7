import { useTranslation } from '@marquee/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of the page: keyboard users jump past header and banner in one step. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="app-skip-link">
      {t('skip_to_content')}
    </a>
  );
}
