import { useTranslation } from '@marquee/i18n';
import { QueryState, useLoginPath, VipBenefitsTable, VipNextLevel } from '@marquee/session';
import { formatMoney, minorToMajor } from '@marquee/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { useVipQueries } from '../queries/vip-queries';

export interface VipPageProps {
  currencySymbol: string;
  locale?: string;
}

/**
 * /vip: every level's thresholds and benefits for everyone; signed in, the member's level and the
 * way to the next one over the qualifying period, as the platform judged them.
 */
export function VipPage({ currencySymbol, locale }: VipPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const loginPath = useLoginPath();
  const { signedIn, rank, levels } = useVipQueries();
  const money = (minor: number) =>
    formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) });
  const query = signedIn ? rank : levels;
  const mine = rank.data;
  const table = signedIn ? mine?.levels : levels.data?.levels;
  return (
    <section className="mq-page-column mq-vip" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-promotions__title">
        {t('vipp_title')}
      </h1>
      <QueryState query={query} />
      {!signedIn && levels.data && (
        <div className="mq-vip__visitor">
          <p>{t('vipp_intro', { days: levels.data.qualifyingDays })}</p>
          <Link to={loginPath} className="mq-promo-action__sign-in">
            {t('vipp_sign_in')}
          </Link>
        </div>
      )}
      {mine && (
        <div className="mq-vip__mine">
          <p className="mq-vip__level">{t('vip_level_now', { level: mine.level })}</p>
          <p>{t('vip_period', { days: mine.period.days, from: mine.period.from, to: mine.period.to })}</p>
          <VipNextLevel rank={mine} formatMoney={money} headingLevel="h2" className="mq-vip__next" />
        </div>
      )}
      {table && (
        <VipBenefitsTable
          levels={table}
          current={mine?.level}
          formatMoney={money}
          locale={locale}
          mineClassName="mq-vip__row--mine"
        />
      )}
    </section>
  );
}
