import type { RebateCategoryDetail, WaitingReward } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { categoryKey } from './reward-names';

function isRebateDetail(
  detail: Record<string, unknown>,
): detail is { day: string; categories: RebateCategoryDetail[] } {
  return typeof detail.day === 'string' && Array.isArray(detail.categories);
}

function isBirthdayDetail(detail: Record<string, unknown>): detail is { day: string; vipLevel: number } {
  return typeof detail.day === 'string' && typeof detail.vipLevel === 'number';
}

/**
 * What a reward was computed from, when its source says: a rebate's day and bets per category, a
 * birthday bonus's day and the VIP level it was offered for, the (masked) friend a referral reward
 * is for.
 */
export function RewardDetail({
  reward,
  formatMoney,
}: {
  reward: WaitingReward;
  formatMoney: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { detail } = reward;
  if (reward.source === 'REFERRAL' && typeof detail.friend === 'string')
    return <div className="mq-mc-rewards__detail">{t('mcrwd_referral_of', { friend: detail.friend })}</div>;
  if (reward.source === 'BIRTHDAY' && isBirthdayDetail(detail))
    return (
      <div className="mq-mc-rewards__detail">
        <span>{t('mcrwd_birthday_of', { day: detail.day, level: detail.vipLevel })}</span>
      </div>
    );
  if (!isRebateDetail(detail)) return null;
  return (
    <div className="mq-mc-rewards__detail">
      <span>{t('mcrwd_rebate_of', { day: detail.day })}</span>
      <ul>
        {detail.categories.map((line) => {
          const key = categoryKey(line.category);
          return (
            <li key={line.category}>
              {t('mcrwd_rebate_line', {
                category: key ? t(key) : line.category,
                validBet: formatMoney(line.validBet),
                rate: (line.rateBps / 100).toFixed(2),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
