import { useTranslation } from '@marquee/i18n';
import { usePermissionQuery } from '../../system/permission-query';
import { ResourceLink } from '../side-bar/resource-link';

export function SocialLinks() {
  const { t } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const resources = permission?.resources ?? [];
  if (resources.length === 0) return null;
  return (
    <section className="app-footer__section" aria-labelledby="footer-social-title">
      <h2 id="footer-social-title" className="app-footer__title">
        {t('follow_us')}
      </h2>
      <ul className="app-footer__social">
        {resources.map((resource) => (
          <li key={`${resource.resourceType}-${resource.url}`}>
            <ResourceLink resource={resource} showQr={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
