import type { HelpCenterResponse } from '@marquee/api-client';
import { getLanguageInfo, useTranslation } from '@marquee/i18n';
import { useId } from 'react';

export interface HelpLanguageSelectProps {
  /** the languages the brand wrote its help centre in */
  languages: HelpCenterResponse['languages'];
  value: HelpCenterResponse['language'];
  onChange: (language: HelpCenterResponse['language']) => void;
}

/**
 * The articles' language, the page's by default: a player may read the help centre in a language
 * the site itself is not offered in.
 */
export function HelpLanguageSelect({ languages, value, onChange }: HelpLanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mq-help__field">
      <label htmlFor={id} className="mq-help__label">
        {t('help_article_language')}
      </label>
      <select
        id={id}
        className="mq-help__input"
        value={value}
        onChange={(event) => onChange(event.target.value as HelpCenterResponse['language'])}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={getLanguageInfo(code).htmlLang}>
            {getLanguageInfo(code).nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
