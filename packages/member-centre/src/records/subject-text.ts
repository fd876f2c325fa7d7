import type { AccountRecord } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { useCallback } from 'react';
import { rewardSourceKey } from '../rewards/reward-names';

/** What an account record row was for, in the player's words, from the names the platform resolved. */
export function useSubjectText(): (row: AccountRecord) => string {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  return useCallback(
    ({ subject }: AccountRecord) => {
      switch (subject?.kind) {
        case 'ROUND':
          return subject.round
            ? `${subject.game} · ${t('mcrec_round_no', { round: subject.round })}`
            : subject.game;
        case 'DRAW':
          return t('mcrec_subject_draw', { game: subject.game, time: dateTime(subject.drawAt) });
        case 'VENDOR':
          return t('mcrec_subject_vendor', { vendor: subject.vendor });
        case 'ORDER':
          return t('mcrec_subject_order', { order: subject.order });
        case 'TRANSFER':
          return t('mcrec_subject_transfer', { transfer: subject.transfer });
        case 'REWARD':
          return t(rewardSourceKey(subject.source));
        default:
          return '';
      }
    },
    [t, dateTime],
  );
}
