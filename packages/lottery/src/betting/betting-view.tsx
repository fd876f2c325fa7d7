import {
  type CurrentDraw,
  lotteryKeys,
  MAX_SLIP_NUMBERS,
  memberKeys,
  PLAY_TYPE_RULES,
  type PlaceBetResponse,
  type PlayType,
} from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { formatMoney, minorToMajor, useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLotteryConfig } from '../config/lottery-config';
import { lowerKey } from '../lower-key';
import { useCurrentDrawQuery } from '../queries/current-draw-query';
import { useOpenedNumbersQuery } from '../queries/opened-numbers-query';
import { Countdown } from '../shared/countdown';
import { LotteryMoney } from '../shared/lottery-money';
import { useReached } from '../shared/use-reached';
import { BetSlip } from './bet-slip';
import { DigitPickers } from './digit-pickers';
import { NumberBoard } from './number-board';
import { boardNumbers, combineDigits, type QuickPick, quickPick } from './numbers';
import { PlayTypeTabs, playTypeTabId } from './play-type-tabs';
import { QuickPicks } from './quick-picks';
import { useSlipStore } from './slip-store';

export interface BettingViewProps {
  gameCode: string;
  /** the deep link's play type; the game's default when absent or not one of its play types */
  playType?: string | null;
}

/** The betting view of one game: its current draw, play types, number board and bet slip. */
export function BettingView({ gameCode, playType }: BettingViewProps) {
  const draw = useCurrentDrawQuery(gameCode);
  if (!draw.data) return <QueryState query={draw} headingLevel="h3" />;
  return <OpenDraw draw={draw.data} requested={playType ?? null} />;
}

function OpenDraw({ draw, requested }: { draw: CurrentDraw; requested: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const { currencySymbol, locale } = useLotteryConfig();
  // a toast renders above the lottery's providers: its amounts are text, not LotteryMoney
  const money = (minor: number) =>
    formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) });
  const { game } = draw;
  const initial = game.playTypes.find((item) => item === requested) ?? game.defaultPlayType;
  const [playType, setPlayType] = useState<PlayType>(initial);
  const rule = PLAY_TYPE_RULES[playType];
  const slip = useSlipStore();
  const frequency = useOpenedNumbersQuery(game.gameCode);
  const [placed, setPlaced] = useState<PlaceBetResponse | null>(null);
  const locked = useReached(draw.closeAt);
  const drawn = useReached(draw.drawAt);

  useEffect(() => {
    slip.choosePlayType(playType, rule.digits > 2 ? rule.digits : 0);
  }, [playType, rule.digits, slip.choosePlayType]);

  // once drawn: the next draw, the result, the member's bets and balance all changed
  useEffect(() => {
    if (!drawn) return;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
  }, [drawn, queryClient]);

  const onBoard = rule.digits <= 2;
  const pool = useMemo(() => (onBoard ? boardNumbers(rule.digits as 1 | 2) : []), [onBoard, rule.digits]);
  const numbers = useMemo(
    () => (onBoard ? slip.numbers : combineDigits(slip.positions, MAX_SLIP_NUMBERS)),
    [onBoard, slip.numbers, slip.positions],
  );
  const pick = (kind: QuickPick) => {
    if (onBoard) slip.setNumbers(quickPick(kind, pool));
    else {
      for (let index = 0; index < slip.positions.length; index += 1) {
        slip.setPosition(index, quickPick(kind, boardNumbers(1)));
      }
    }
  };

  return (
    <div className="mq-lottery-betting">
      <header className="mq-lottery-betting__head">
        <h1>{game.name}</h1>
        <p>
          {t('lottery_draw_no', { id: draw.drawId })} ·{' '}
          <Countdown
            target={locked ? draw.drawAt : draw.closeAt}
            label={locked ? t('lottery_draw_in') : t('lottery_closes_in')}
          />
        </p>
        <p className="mq-lottery-hash">
          {t('lottery_seed_hash')} <code>{draw.seedHash}</code>
        </p>
      </header>
      <PlayTypeTabs playTypes={game.playTypes} current={playType} onChoose={setPlayType} />
      <div
        id="lottery-betting-panel"
        role="tabpanel"
        aria-labelledby={playTypeTabId(playType)}
        className="mq-lottery-betting__panel"
      >
        {locked ? (
          <p role="status" className="mq-lottery-locked">
            {t('lottery_closed_keep')}
          </p>
        ) : null}
        <p className="mq-lottery-rule">
          {t(`lottery_rule_${lowerKey(playType)}`)} ·{' '}
          {t('lottery_odds', { odds: (draw.odds.find((o) => o.playType === playType)?.oddsX100 ?? 0) / 100 })}
        </p>
        <QuickPicks onPick={pick} disabled={locked} />
        {onBoard ? (
          <NumberBoard
            numbers={pool}
            selected={slip.numbers}
            onToggle={slip.toggleNumber}
            frequency={frequency.data?.frequency}
            disabled={locked}
          />
        ) : (
          <DigitPickers positions={slip.positions} onChange={slip.setPosition} disabled={locked} />
        )}
        <BetSlip
          draw={draw}
          playType={playType}
          numbers={numbers}
          stakeText={slip.stakeText}
          onStakeText={slip.setStakeText}
          locked={locked}
          onPlaced={(response) => {
            setPlaced(response);
            slip.clear();
            // the slip's own line may be below the fold on a phone: the toast is in view
            toasts.show({
              tone: 'success',
              title: t('lottery_toast_title', { count: response.bets.length }),
              message: `${t('lottery_toast_staked')} ${money(response.bets.reduce((sum, bet) => sum + bet.stake, 0))} · ${t('lottery_toast_balance')} ${money(response.balance)}`,
            });
          }}
        />
        {placed ? (
          <p role="status" className="mq-lottery-placed">
            {t('lottery_placed', { count: placed.bets.length })} <LotteryMoney minor={placed.balance} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
