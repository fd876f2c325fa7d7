import type { PointConversion, PointItem, PointRedemption } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useLoginPath, useRequireLogin, useSessionToken } from '@marquee/session';
import { EmptyState, formatMoney, minorToMajor } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointItemsQuery,
  useRedemptionsQuery,
} from '../queries/point-mall-queries';
import { ConvertPointsForm } from './convert-points-form';
import { formatPoints } from './format-points';
import { MyPoints } from './my-points';
import { PointEarnings } from './point-earnings';
import { PointItemCard } from './point-item-card';
import { PointMallRules } from './point-mall-rules';
import { RedeemDialog } from './redeem-dialog';
import { RedemptionHistory } from './redemption-history';

export interface PointMallPageProps {
  currencySymbol: string;
  locale?: string;
}

/**
 * /pointMall: the brand's items for everyone; signed in, the member's points, converting them to
 * balance at the point ratio, redeeming an item (both confirmed with the payment password), the
 * redemption history and the points earned by day. Visitors are sent to sign in
 * to redeem, a trial account is warned.
 */
export function PointMallPage({ currencySymbol, locale }: PointMallPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const itemsId = useId();
  const signedIn = Boolean(useSessionToken());
  const loginPath = useLoginPath();
  const requireLogin = useRequireLogin();
  const items = usePointItemsQuery();
  const balance = usePointBalanceQuery();
  const history = useRedemptionsQuery();
  const config = usePointConfigQuery();
  const [redeeming, setRedeeming] = useState<PointItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: number) =>
    formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) });

  const onRedeemed = (redemption: PointRedemption) => {
    setRedeeming(null);
    const values = {
      quantity: redemption.quantity,
      name: redemption.itemName,
      points: formatPoints(redemption.points, locale),
      amount: money(redemption.amount),
    };
    setDone(t(redemption.kind === 'CASH' ? 'pm_redeemed_cash' : 'pm_redeemed_physical', values));
  };
  const onConverted = (conversion: PointConversion) =>
    setDone(
      t('pm_converted', {
        points: formatPoints(conversion.points, locale),
        amount: money(conversion.amount),
      }),
    );

  return (
    <section className="mq-point-mall" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-promotions__title">
        {t('pm_title')}
      </h1>
      {items.data && <p>{t('pm_intro', { amount: money(items.data.validBetPerPoint) })}</p>}
      {signedIn ? (
        <>
          <QueryState query={balance} />
          {balance.data && <MyPoints balance={balance.data} locale={locale} />}
          <QueryState query={config} />
          {config.data && balance.data && (
            <ConvertPointsForm
              config={config.data}
              balance={balance.data.points}
              money={money}
              locale={locale}
              onConverted={onConverted}
            />
          )}
        </>
      ) : (
        <Link to={loginPath} className="mq-promo-action__sign-in">
          {t('pm_sign_in')}
        </Link>
      )}
      <p role="status" className="mq-point-mall__done">
        {done ?? ''}
      </p>
      <section aria-labelledby={itemsId}>
        <h2 id={itemsId}>{t('pm_items')}</h2>
        <QueryState query={items} />
        {items.data &&
          (items.data.items.length === 0 ? (
            <EmptyState title={t('pm_items_empty')} />
          ) : (
            <ul className="mq-point-items">
              {items.data.items.map((item) => (
                <PointItemCard
                  key={item.id}
                  item={item}
                  signedIn={signedIn}
                  money={money}
                  locale={locale}
                  onRedeem={(chosen) =>
                    requireLogin(() => {
                      setDone(null);
                      setRedeeming(chosen);
                    })
                  }
                />
              ))}
            </ul>
          ))}
      </section>
      {signedIn && (
        <>
          <QueryState query={history} />
          {history.data && (
            <RedemptionHistory redemptions={history.data.redemptions} money={money} locale={locale} />
          )}
          <PointEarnings money={money} locale={locale} />
        </>
      )}
      <PointMallRules />
      {redeeming && balance.data && (
        <RedeemDialog
          item={redeeming}
          balance={balance.data.points}
          money={money}
          locale={locale}
          onClose={() => setRedeeming(null)}
          onRedeemed={onRedeemed}
        />
      )}
    </section>
  );
}
