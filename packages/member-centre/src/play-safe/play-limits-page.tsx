import { type PlayLimit, type PlayLimitKey, playSafeApi, playSafeKeys } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useErrorText } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useEndpointMutation } from '../mutations/endpoint-mutation';
import { usePlayLimitsQuery } from '../queries/play-limits-query';
import { brandMoment } from './brand-moment';
import { LimitForm } from './limit-form';
import { LimitHistory } from './limit-history';
import { useLimitText } from './limit-text';

/**
 * The limits page (playSafeLimits): each limit in force with what its period has used and when it
 * starts again, a raise or removal waiting with its date (cancel it, or confirm it once the wait is
 * over), the form to set one, and the history of changes.
 */
export function PlayLimitsPage() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const { nameOf, amountOf } = useLimitText();
  const limits = usePlayLimitsQuery();
  const errorText = useErrorText();
  const refetch = [playSafeKeys.limits()];
  const cancel = useEndpointMutation(playSafeApi.cancelPending, refetch);
  const confirm = useEndpointMutation(playSafeApi.confirmPending, refetch);
  const remove = useEndpointMutation(playSafeApi.setLimit, refetch);
  const [failure, setFailure] = useState<string | null>(null);
  const currentId = useId();
  const data = limits.data;
  if (!data) return <QueryState query={limits} headingLevel="h3" />;
  const act = (call: () => Promise<unknown>) => {
    setFailure(null);
    call().catch((error: unknown) => setFailure(errorText(error)));
  };
  const key = (limit: PlayLimit): PlayLimitKey => ({ kind: limit.kind, period: limit.period });
  return (
    <div className="mq-mc-section mq-mc-safe">
      <p>{t('mcps_limits_intro', { days: data.waitDays })}</p>
      <p role="note">{t('mcps_vendor_note')}</p>
      <section aria-labelledby={currentId}>
        <h3 id={currentId}>{t('mcps_current_title')}</h3>
        {data.limits.length === 0 ? (
          <p>{t('mcps_no_limits')}</p>
        ) : (
          <ul className="mq-mc-safe__limits">
            {data.limits.map((limit) => {
              const ready = limit.pending?.confirmable === true;
              return (
                <li key={`${limit.kind}:${limit.period}`} className="mq-mc-safe__limit">
                  <h4>{nameOf(limit)}</h4>
                  <p>{amountOf(limit, limit.amount)}</p>
                  {limit.resetsAt && (
                    <p>
                      {t('mcps_used', {
                        used: amountOf(limit, limit.used),
                        resets: brandMoment(limit.resetsAt, locale),
                      })}
                    </p>
                  )}
                  {limit.pending ? (
                    <>
                      <p>
                        {limit.pending.amount === null
                          ? t('mcps_pending_removal', { from: brandMoment(limit.pending.from, locale) })
                          : t('mcps_pending_raise', {
                              amount: amountOf(limit, limit.pending.amount),
                              from: brandMoment(limit.pending.from, locale),
                            })}
                      </p>
                      <div className="mq-mc-safe__actions">
                        <Button variant="secondary" onClick={() => act(() => cancel.mutateAsync(key(limit)))}>
                          {t('mcps_cancel_change')}
                        </Button>
                        {ready && (
                          <Button onClick={() => act(() => confirm.mutateAsync(key(limit)))}>
                            {t('mcps_confirm_change')}
                          </Button>
                        )}
                      </div>
                    </>
                  ) : (
                    <div className="mq-mc-safe__actions">
                      <Button
                        variant="secondary"
                        onClick={() => act(() => remove.mutateAsync({ ...key(limit), amount: null }))}
                      >
                        {t('mcps_remove')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {failure && <p role="alert">{failure}</p>}
      </section>
      <LimitForm limits={data} />
      {data.history.length > 0 && <LimitHistory history={data.history} />}
    </div>
  );
}
