import type { ReferralRules as Rules } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';

interface ReferralRulesProps {
  rules: Rules;
  formatMoney: (minor: number) => string;
}

/** The brand's rule for a friend's reward, as the platform applies it. */
export function ReferralRules({ rules, formatMoney }: ReferralRulesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="mq-mc-referral__rules" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('mcref_rules_title')}</h3>
      <ol>
        <li>{t('mcref_rule_register')}</li>
        <li>
          {t('mcref_rule_qualify', {
            deposit: formatMoney(rules.firstDeposit),
            validBet: formatMoney(rules.validBet),
          })}
        </li>
        <li>{t('mcref_rule_reward', { reward: formatMoney(rules.reward), days: rules.claimDays })}</li>
        <li>{t('mcref_rule_wagering', { multiple: rules.wageringMultiple })}</li>
      </ol>
    </section>
  );
}
