import { useTranslation } from '@marquee/i18n';
import { usePermissionQuery } from '../../system/permission-query';
import { ResourceLink } from './resource-link';

/** Social and messaging services of the brand; absent when the brand has none. */
export function RightSideBar() {
  const { t } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const resources = permission?.resources ?? [];
  if (resources.length === 0) return null;
  return (
    <aside className="app-side-bar" aria-label={t('social_services')}>
      <ul className="app-side-bar__list">
        {resources.map((resource) => (
          <li key={`${resource.resourceType}-${resource.url}`}>
            <ResourceLink resource={resource} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
