import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { helpArticleHref } from '../../app/paths';
import { FooterSection } from './footer-section';

/** Each label opens its article of the help centre. */
const helpSections: ReadonlyArray<{ slug: string; label: TranslationKey }> = [
  { slug: 'about', label: 'about_company' },
  { slug: 'contact', label: 'contact_us' },
  { slug: 'terms', label: 'general_terms' },
  { slug: 'responsible-gaming', label: 'responsible_gaming' },
  { slug: 'privacy', label: 'privacy_policy' },
  { slug: 'affiliates', label: 'affiliates' },
  { slug: 'refund', label: 'refund_policy' },
];

export function HelpLinks() {
  const { t } = useTranslation();
  return (
    <FooterSection as="nav" titleId="footer-help-title" title={t('help')} listClassName="app-footer__links">
      {helpSections.map(({ slug, label }) => (
        <li key={slug}>
          <Link to={helpArticleHref(slug)}>{t(label)}</Link>
        </li>
      ))}
    </FooterSection>
  );
}
