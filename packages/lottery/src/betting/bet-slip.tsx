import {
  type CurrentDraw,
  MAX_SLIP_NUMBERS,
  PLAY_TYPE_RULES,
  type PlaceBetResponse,
  type PlayType,
  slipBetCount,
  slipNumbersProblem,
  stakeInMinorUnits,
} from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText, useRequireLogin } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';
import { usePlaceBetMutation } from '../mutations/place-bet-mutation';
import { LotteryMoney } from '../shared/lottery-money';
import { StakeChips } from './stake-chips';

interface BetSlipProps {
  draw: CurrentDraw;
  playType: PlayType;
  numbers: readonly string[];
  stakeText: string;
  onStakeText: (text: string) => void;
  locked: boolean;
  onPlaced: (response: PlaceBetResponse) => void;
}

function newKey(): string {
  return crypto.randomUUID();
}

/** count × stake = total, the potential win at the current odds, and the confirm. */
export function BetSlip({ draw, playType, numbers, stakeText, onStakeText, locked, onPlaced }: BetSlipProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const requireLogin = useRequireLogin();
  const placeBet = usePlaceBetMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [stakeError, setStakeError] = useState<string | null>(null);
  // one key per slip: a double submit or a retry of the same slip makes one set of bets
  const [round, setRound] = useState(0);
  const signature = `${draw.drawId}|${playType}|${numbers.join(',')}|${stakeText}|${round}`;
  const [keyed, setKeyed] = useState(() => ({ signature, key: newKey() }));
  if (keyed.signature !== signature) setKeyed({ signature, key: newKey() });
  const slipKey = keyed.signature === signature ? keyed.key : '';
  const stake = stakeInMinorUnits(stakeText);
  const count = numbers.length > MAX_SLIP_NUMBERS ? numbers.length : slipBetCount(playType, numbers);
  const odds = draw.odds.find((item) => item.playType === playType)?.oddsX100 ?? 0;
  const picks = PLAY_TYPE_RULES[playType].picks;

  const confirm = () => {
    setProblem(null);
    setStakeError(null);
    const numbersProblem = slipNumbersProblem(playType, numbers);
    if (numbersProblem) {
      setProblem(
        numbersProblem === 'PICKS'
          ? t('lottery_pick_exactly', { count: picks })
          : numbersProblem === 'TOO_MANY'
            ? t('lottery_too_many', { count: MAX_SLIP_NUMBERS })
            : t('lottery_pick_numbers'),
      );
      return;
    }
    if (stake === null) {
      setStakeError(t('lottery_stake_invalid'));
      return;
    }
    requireLogin(() =>
      placeBet.mutate(
        { drawId: draw.drawId, playType, numbers: [...numbers], stake, idempotencyKey: slipKey },
        {
          onSuccess: (response) => {
            setRound((value) => value + 1);
            onPlaced(response);
          },
          onError: (error) => setProblem(errorText(error)),
        },
      ),
    );
  };

  return (
    <section className="mq-lottery-slip" aria-label={t('lottery_slip')}>
      <h2 className="mq-lottery-slip__title">{t('lottery_slip')}</h2>
      <p className="mq-lottery-slip__numbers">
        {numbers.length > 0 ? numbers.slice(0, 40).join(' ') : t('lottery_no_numbers')}
        {numbers.length > 40 ? ' …' : ''}
      </p>
      <StakeChips value={stakeText} onChange={onStakeText} error={stakeError} disabled={placeBet.isPending} />
      <dl className="mq-lottery-slip__sum">
        <dt>{t('lottery_bets_count')}</dt>
        <dd data-testid="slip-count">{count}</dd>
        <dt>{t('lottery_total')}</dt>
        <dd data-testid="slip-total">{stake !== null ? <LotteryMoney minor={count * stake} /> : '–'}</dd>
        <dt>{t('lottery_potential_win')}</dt>
        <dd data-testid="slip-win">
          {stake !== null ? <LotteryMoney minor={Math.floor((count * stake * odds) / 100)} /> : '–'}
        </dd>
      </dl>
      {problem ? (
        <p role="alert" className="mq-lottery-error">
          {problem}
        </p>
      ) : null}
      <Button onClick={confirm} loading={placeBet.isPending} disabled={locked} fullWidth>
        {t('lottery_confirm')}
      </Button>
    </section>
  );
}
