import { useTranslation } from '@marquee/i18n';
import { usePermissionQuery } from '../../system/permission-query';
import { ResourceLink } from '../side-bar/resource-link';
import { FooterSection } from './footer-section';

export function SocialLinks() {
  const { t } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const resources = permission?.resources ?? [];
  if (resources.length === 0) return null;
  return (
    <FooterSection titleId="footer-social-title" title={t('follow_us')} listClassName="app-footer__social">
      {resources.map((resource) => (
        <li key={`${resource.resourceType}-${resource.url}`}>
          <ResourceLink resource={resource} showQr={false} />
        </li>
      ))}
    </FooterSection>
  );
}
