import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useSignInsQuery } from '../queries/sign-ins-query';
import { formatDateTime } from '../shared/format-date-time';

/** The member's latest sign-ins, so a sign-in they do not recognise stands out. */
export function SignInsSection() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const query = useSignInsQuery();
  if (!query.data) return <QueryState query={query} headingLevel="h3" />;
  const { signIns } = query.data;
  if (signIns.length === 0) return <p>{t('mca_no_sign_ins')}</p>;
  return (
    <table className="mq-mc-sign-ins">
      <caption className="mq-mc-hint">{t('mca_sign_ins_caption', { count: signIns.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mc_time')}</th>
          <th scope="col">{t('mca_ip')}</th>
          <th scope="col">{t('mca_device')}</th>
        </tr>
      </thead>
      <tbody>
        {signIns.map((signIn) => (
          <tr key={`${signIn.at}-${signIn.ip}`}>
            <td>{formatDateTime(signIn.at, locale)}</td>
            <td>{signIn.ip}</td>
            <td>{signIn.device || t('mca_unknown_device')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
