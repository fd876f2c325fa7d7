import { LanguageSwitch } from '@marquee/i18n';
import { useNotifyLanguage } from '../../language/use-notify-language';

export function HeaderLanguageSwitch() {
  const notify = useNotifyLanguage();
  return <LanguageSwitch className="app-header__language" onChange={notify} />;
}
