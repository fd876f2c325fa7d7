import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { isFeatureEnabled } from '../../system/feature-flags';
import { usePermissionQuery } from '../../system/permission-query';

/** Links styled as buttons: they navigate, so they stay links for assistive technology. */
export function AuthButtons() {
  const { t } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <div className="app-header__auth">
      <Link to={paths.login} className="mq-button mq-button--secondary mq-button--sm">
        {t('login')}
      </Link>
      {isFeatureEnabled(permission, 'DIRECTREG3') && (
        <Link to={paths.register} className="mq-button mq-button--primary mq-button--sm">
          {t('register')}
        </Link>
      )}
    </div>
  );
}
