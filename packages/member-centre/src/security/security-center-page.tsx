import { useTranslation } from '@marquee/i18n';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useMemberInfoQuery } from '../queries/member-info-query';
import { formatDateTime } from '../shared/format-date-time';
import { QueryState } from '../shared/page-state';

/** My account: who the member is (the account's settings join it in their own sections). */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const member = useMemberInfoQuery();
  if (!member.data) return <QueryState query={member} />;
  const info = member.data;
  return (
    <div className="mq-mc-section">
      <h3>{t('mc_account_profile')}</h3>
      <dl className="mq-mc-facts">
        <dt>{t('username')}</dt>
        <dd>{info.account}</dd>
        <dt>{t('mc_nickname')}</dt>
        <dd>{info.nickname}</dd>
        <dt>{t('mc_vip_level')}</dt>
        <dd>{info.clubLabel ? t('vip_level', { level: info.clubLabel.rankLevel }) : t('mc_none')}</dd>
        <dt>{t('mc_registered_at')}</dt>
        <dd>{formatDateTime(info.createdAt, locale)}</dd>
      </dl>
    </div>
  );
}
