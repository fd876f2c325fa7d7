import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';

/** How points are earned and spent, as the platform applies it. */
export function PointMallRules() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="mq-point-rules" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pm_rules')}</h2>
      <ul>
        <li>{t('pm_rule_earn')}</li>
        <li>{t('pm_rule_expire')}</li>
        <li>{t('pm_rule_password')}</li>
        <li>{t('pm_rule_physical')}</li>
      </ul>
    </section>
  );
}
