import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useWelcomeBonusQuery } from '../queries/welcome-bonus-query';
import { formatAmount } from '../shared/format-amount';

/**
 * The welcome bonus home's banner advertises, with its terms, for a member whose first deposit can
 * still earn it; nothing once it was earned (or while the platform has not answered).
 */
export function WelcomeBonusNote() {
  const { t } = useTranslation();
  const { currencySymbol, locale, hrefOf } = useMemberCentreConfig();
  const { data: offer } = useWelcomeBonusQuery();
  const titleId = useId();
  if (!offer?.eligible) return null;
  return (
    <aside className="mq-mc-welcome" aria-labelledby={titleId}>
      <h3 id={titleId} className="mq-mc-welcome__title">
        {t('mc_welcome_title')}
      </h3>
      <p>
        {t('mc_welcome_offer', {
          percent: offer.percent,
          max: formatAmount(offer.maxBonus, currencySymbol, locale),
        })}
      </p>
      <p className="mq-mc-hint">
        {t('mc_welcome_terms', {
          claimDays: offer.claimDays,
          multiple: offer.wageringMultiple,
          wageringDays: offer.wageringDays,
        })}{' '}
        <Link to={hrefOf('rewardCenter')} className="mq-mc-welcome__link">
          {t('mc_welcome_link')}
        </Link>
      </p>
    </aside>
  );
}
