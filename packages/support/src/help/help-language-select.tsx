import type { HelpCenterResponse } from '@marquee/api-client';
import { getLanguageInfo, useTranslation } from '@marquee/i18n';
import { SelectField } from '@marquee/ui-kit';

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
  return (
    <SelectField
      label={t('help_article_language')}
      value={value}
      options={languages.map((code) => {
        const { nativeName, htmlLang } = getLanguageInfo(code);
        return { value: code, label: nativeName, lang: htmlLang };
      })}
      onChange={(event) => onChange(event.target.value as HelpCenterResponse['language'])}
    />
  );
}
