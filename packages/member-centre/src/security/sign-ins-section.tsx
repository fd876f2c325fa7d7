import type { SignInRecord } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates } from '@marquee/session';
import { type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useSignInsQuery } from '../queries/sign-ins-query';

/** The member's latest sign-ins, so a sign-in they do not recognise stands out. */
export function SignInsSection() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const query = useSignInsQuery();
  if (!query.data) return <QueryState query={query} headingLevel="h3" />;
  const { signIns } = query.data;
  const columns: RecordsColumn<SignInRecord>[] = [
    { key: 'time', header: t('mc_time'), cell: (signIn) => dateTime(signIn.at) },
    { key: 'ip', header: t('mca_ip'), cell: (signIn) => signIn.ip },
    { key: 'device', header: t('mca_device'), cell: (signIn) => signIn.device || t('mca_unknown_device') },
  ];
  return (
    <RecordsTable<SignInRecord>
      caption={t('mca_sign_ins_caption', { count: signIns.length })}
      columns={columns}
      rows={signIns}
      rowKey={(signIn) => `${signIn.at}-${signIn.ip}`}
      empty={<p>{t('mca_no_sign_ins')}</p>}
    />
  );
}
