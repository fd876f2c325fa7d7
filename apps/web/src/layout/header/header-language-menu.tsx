import { LanguageMenu } from '@marquee/i18n';
import { useNotifyLanguage } from '../../language/use-notify-language';

/** The brand's languages in a menu; a member's choice is also told to the platform. */
export function HeaderLanguageMenu() {
  const notify = useNotifyLanguage();
  return <LanguageMenu className="app-language-menu" onChange={notify} />;
}
