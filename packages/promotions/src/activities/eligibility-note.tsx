import type { PromotionDetail } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';

interface EligibilityNoteProps {
  promotion: Pick<PromotionDetail, 'eligibility' | 'ineligible'>;
}

/** Who the promotion is for and, signed in, why the member may not take part (the platform's reason). */
export function EligibilityNote({ promotion }: EligibilityNoteProps) {
  const { t } = useTranslation();
  const { eligibility, ineligible } = promotion;
  if (!eligibility) return null;
  const level = eligibility.minVipLevel ?? 0;
  const days = eligibility.newMemberDays ?? 0;
  return (
    <div className="mq-promo-eligibility">
      {eligibility.minVipLevel !== undefined && <p>{t('promo_eligibility_vip', { level })}</p>}
      {eligibility.newMemberDays !== undefined && <p>{t('promo_eligibility_new', { days })}</p>}
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
