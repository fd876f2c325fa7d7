import type { PromotionDetail } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';

interface EligibilityNoteProps {
  promotion: Pick<PromotionDetail, 'eligibility' | 'ineligible' | 'status'> &
    Partial<Pick<PromotionDetail, 'kind' | 'application'>>;
}

/**
 * Who the promotion is for and how often, and, signed in, why the member may not take part (the
 * platform's reason): a condition not met, the reward already had this day or for good, or a daily
 * application already made today.
 */
export function EligibilityNote({ promotion }: EligibilityNoteProps) {
  const { t } = useTranslation();
  const { eligibility, ineligible, status } = promotion;
  if (!eligibility) return null;
  const { frequency } = eligibility;
  const level = eligibility.minVipLevel ?? 0;
  const days = eligibility.newMemberDays ?? 0;
  const appliesDaily = frequency === 'ONCE_PER_DAY' && promotion.kind === 'APPLY';
  const frequencyKey = appliesDaily
    ? 'promo_frequency_day_apply'
    : frequency === 'ONCE_PER_DAY'
      ? 'promo_frequency_day'
      : 'promo_frequency_member';
  return (
    <div className="mq-promo-eligibility">
      {eligibility.minVipLevel !== undefined && <p>{t('promo_eligibility_vip', { level })}</p>}
      {eligibility.newMemberDays !== undefined && <p>{t('promo_eligibility_new', { days })}</p>}
      {frequency && <p>{t(frequencyKey)}</p>}
      {appliesDaily && promotion.application && !ineligible && (
        <p className="mq-promo-eligibility__refusal" role="note">
          {t('promo_frequency_day_applied')}
        </p>
      )}
      {frequency && !appliesDaily && status === 'CLAIMED' && !ineligible && (
        <p className="mq-promo-eligibility__refusal" role="note">
          {t(frequency === 'ONCE_PER_DAY' ? 'promo_frequency_day_had' : 'promo_frequency_member_had')}
        </p>
      )}
      {ineligible && (
        <p className="mq-promo-eligibility__refusal" role="note">
          {ineligible === 'VIP_LEVEL'
            ? t('promo_ineligible_vip', { level })
            : t('promo_ineligible_new', { days })}
        </p>
      )}
    </div>
  );
}
