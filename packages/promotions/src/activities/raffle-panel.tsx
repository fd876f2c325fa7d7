import type { PromotionRaffle, RaffleDraw } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { RaffleWheel } from './raffle-wheel';

interface RafflePanelProps {
  raffle: PromotionRaffle;
  money: (minor: number) => string;
  /** the member's draw just made, turned to on the wheel */
  lastDraw: RaffleDraw | null;
  /** draws a ticket; without it (a visitor, a promotion not running) no button is shown */
  onDraw?: (() => void) | undefined;
  pending?: boolean;
  locale?: string | undefined;
}

/** A raffle: the ticket rule, the member's tickets, the wheel and its button, the prizes and my draws. */
export function RafflePanel({ raffle, money, lastDraw, onDraw, pending = false, locale }: RafflePanelProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const total = raffle.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const percent = new Intl.NumberFormat(locale ?? dates.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <div className="mq-raffle">
      <h2 className="mq-raffle__title">{t('promo_raffle_title')}</h2>
      <p className="mq-raffle__rule">
        {t('promo_raffle_rule', {
          amount: money(raffle.depositPerTicket),
          deposited: money(raffle.deposited),
        })}
      </p>
      <p className="mq-raffle__tickets">
        {t('promo_raffle_tickets', { left: raffle.ticketsLeft, tickets: raffle.tickets })}
      </p>
      <RaffleWheel prizes={raffle.prizes} draw={lastDraw} money={money} />
      {onDraw &&
        (raffle.ticketsLeft > 0 ? (
          <Button onClick={onDraw} loading={pending}>
            {pending ? t('promo_raffle_drawing') : t('promo_raffle_draw')}
          </Button>
        ) : (
          <p className="mq-raffle__deposit">{t('promo_raffle_deposit_more')}</p>
        ))}
      <h3 className="mq-raffle__subtitle">{t('promo_raffle_prizes')}</h3>
      <ul className="mq-raffle__prizes">
        {raffle.prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its place in the table
          <li key={index}>
            {t('promo_raffle_prize_chance', {
              amount: money(prize.amount),
              chance: percent.format(total > 0 ? prize.weight / total : 0),
            })}
          </li>
        ))}
      </ul>
      <h3 className="mq-raffle__subtitle">{t('promo_raffle_my_draws')}</h3>
      {raffle.draws.length === 0 ? (
        <p className="mq-raffle__none">{t('promo_raffle_no_draws')}</p>
      ) : (
        <ol className="mq-raffle__draws">
          {raffle.draws.map((draw) => (
            <li key={draw.ticket}>
              {t('promo_raffle_draw_row', {
                ticket: draw.ticket,
                date: dates.dateTime(draw.drawnAt),
                amount: money(draw.amount),
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
