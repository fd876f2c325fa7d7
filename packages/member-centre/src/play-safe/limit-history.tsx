import type { PlayLimitChange } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { brandMoment } from './brand-moment';
import { useLimitText } from './limit-text';

/** The history of the member's limit changes, newest first: what was set, asked, confirmed or cancelled, and when. */
export function LimitHistory({ history }: { history: readonly PlayLimitChange[] }) {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const { nameOf, amountOf } = useLimitText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('mcps_history_title')}</h3>
      <ul className="mq-mc-safe__history">
        {history.map((change) => (
          <li key={`${change.at}:${change.kind}:${change.period}:${change.action}`}>
            {t(`mcps_action_${change.action.toLowerCase() as 'set'}`, {
              limit: nameOf(change),
              amount: change.amount === null ? t('mcps_no_limit') : amountOf(change, change.amount),
              at: brandMoment(change.at, locale),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
