import type { PromotionSignIn } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Button, VisuallyHidden } from '@marquee/ui-kit';
import { useId, useMemo } from 'react';
import { monthName, monthWeeks, shiftMonth, weekdayNames } from './calendar-month';

interface SignInCalendarProps {
  signIn: PromotionSignIn;
  /** the month shown (YYYY-MM), within the promotion's period */
  month: string;
  onMonthChange: (month: string) => void;
  /** the member's signed days of `month`; undefined while they load */
  monthSigned: readonly string[] | undefined;
  money: (minor: number) => string;
  /** signs today; without it (a visitor, a promotion not running) no button is shown */
  onSign?: (() => void) | undefined;
  pending?: boolean;
}

/**
 * A daily sign-in: a month of the period (today's to start; the previous and next buttons turn it,
 * never past the period), its signed days marked and today named, the streak, the button for today
 * and the streak's rewards.
 */
export function SignInCalendar({
  signIn,
  month,
  onMonthChange,
  monthSigned,
  money,
  onSign,
  pending = false,
}: SignInCalendarProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const captionId = useId();
  const signed = useMemo(() => new Set(monthSigned ?? []), [monthSigned]);
  const weeks = useMemo(() => monthWeeks(`${month}-01`), [month]);
  const weekdays = useMemo(() => weekdayNames(dates.locale), [dates.locale]);
  const signedToday = signIn.signed.includes(signIn.today);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const hasPrevious = previous >= signIn.firstDay.slice(0, 7);
  const hasNext = next <= signIn.lastDay.slice(0, 7);
  const label = monthName(month, dates.locale);
  return (
    <div className="mq-signin">
      <h2 className="mq-signin__title">{t('promo_signin_title')}</h2>
      <div className="mq-signin__months">
        <Button
          variant="secondary"
          size="sm"
          // aria-disabled, not disabled: the button keeps the focus at the period's first month
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && onMonthChange(previous)}
        >
          <span aria-hidden="true">‹ </span>
          {t('promo_signin_previous_month')}
        </Button>
        {/* read out as the month turns */}
        <p className="mq-signin__month" aria-live="polite">
          {label}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={!hasNext}
          onClick={() => hasNext && onMonthChange(next)}
        >
          {t('promo_signin_next_month')}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <table
        className="mq-signin__calendar"
        aria-labelledby={captionId}
        aria-busy={monthSigned === undefined}
      >
        {/* the month line above shows the month; the caption names the table for screen readers */}
        <caption id={captionId} className="mq-signin__caption">
          <VisuallyHidden>{t('promo_signin_calendar', { month: label })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'week'}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of a week are its positions
                  <td key={index} />
                ) : (
                  <td
                    key={day}
                    aria-current={day === signIn.today ? 'date' : undefined}
                    className={[
                      'mq-signin__day',
                      signed.has(day) ? 'mq-signin__day--signed' : '',
                      day === signIn.today ? 'mq-signin__day--today' : '',
                      day < signIn.firstDay || day > signIn.lastDay ? 'mq-signin__day--outside' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <VisuallyHidden>{dates.day(day)}</VisuallyHidden>
                    {day === signIn.today && <VisuallyHidden>{t('promo_signin_today')}</VisuallyHidden>}
                    {signed.has(day) && (
                      <span className="mq-signin__mark">
                        <span aria-hidden="true">✓</span>
                        <VisuallyHidden>{t('promo_signin_signed_day')}</VisuallyHidden>
                      </span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mq-signin__streak">{t('promo_signin_streak', { count: signIn.streak })}</p>
      {onSign &&
        (signedToday ? (
          <p className="mq-signin__done">{t('promo_signin_done_today')}</p>
        ) : (
          <Button onClick={onSign} loading={pending}>
            {t('promo_signin_button')}
          </Button>
        ))}
      {signIn.steps.length > 0 && (
        <>
          <h3 className="mq-signin__steps-title">{t('promo_signin_steps')}</h3>
          <ul className="mq-signin__steps">
            {signIn.steps.map((step) => (
              <li key={step.days}>
                {t('promo_signin_step', { days: step.days, amount: money(step.amount) })}
              </li>
            ))}
          </ul>
          <p className="mq-signin__rule">
            {t(signIn.missedDay === 'RESET' ? 'promo_signin_reset' : 'promo_signin_keep')}
          </p>
        </>
      )}
    </div>
  );
}
