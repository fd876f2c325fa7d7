import type { TeamBetsResponse } from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';
import type { RecordsColumn } from '@marquee/ui-kit';

type BetRow = TeamBetsResponse['rows'][number];

/**
 * What a team bet came to (game, stake, valid bet, win/loss), as team betting and one member's
 * user P&L both show it; an unsettled bet has no win/loss yet and says so.
 */
export function betColumns(
  t: TFunction,
  money: (minor: number) => string,
): RecordsColumn<BetRow, 'game' | 'stake' | 'validBet' | 'winLoss'>[] {
  return [
    { key: 'game', header: t('ac_game'), cell: (row) => row.game, wrap: true },
    { key: 'stake', header: t('ac_stake'), cell: (row) => money(row.stake), align: 'end' },
    { key: 'validBet', header: t('ac_valid_bet'), cell: (row) => money(row.validBet), align: 'end' },
    {
      key: 'winLoss',
      header: t('ac_win_loss'),
      cell: (row) => (row.settled ? money(row.winLoss) : t('ac_unsettled')),
      align: 'end',
    },
  ];
}
