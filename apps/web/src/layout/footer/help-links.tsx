import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/** Each label opens its section of the help page (the router scrolls to the hash anchor). */
const helpSections: ReadonlyArray<{ anchor: string; label: TranslationKey }> = [
  { anchor: 'about', label: 'about_company' },
  { anchor: 'contact', label: 'contact_us' },
  { anchor: 'terms', label: 'general_terms' },
  { anchor: 'responsible-gaming', label: 'responsible_gaming' },
  { anchor: 'privacy', label: 'privacy_policy' },
  { anchor: 'affiliates', label: 'affiliates' },
  { anchor: 'refund', label: 'refund_policy' },
];

export function HelpLinks() {
  const { t } = useTranslation();
  return (
    <nav className="app-footer__section" aria-labelledby="footer-help-title">
      <h2 id="footer-help-title" className="app-footer__title">
        {t('help')}
      </h2>
      <ul className="app-footer__links">
        {helpSections.map(({ anchor, label }) => (
          <li key={anchor}>
            <Link to={`${paths.help}#${anchor}`}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
