import { EnvelopeError, type ErrorCode, type RecallResult } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatAmount } from '../shared/format-amount';

/** What "recall all" did at each vendor: recalled (how much), nothing to recall, or why not. */
export function RecallResults({ results }: { results: readonly RecallResult[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { currencySymbol, locale } = useMemberCentreConfig();
  function describe(result: RecallResult): string {
    if (result.status === 'RECALLED')
      return t('mcw_recall_recalled', { amount: formatAmount(result.amount, currencySymbol, locale) });
    if (result.status === 'EMPTY') return t('mcw_recall_empty');
    if (!result.code) return t('mcw_recall_failed_unknown');
    // the vendor's failure in the player's language, as a failed call of its own would read
    const reason = errorText(new EnvelopeError('', { code: result.code as ErrorCode }));
    return t('mcw_recall_failed', { reason });
  }
  return (
    <section className="mq-mc-recall" aria-label={t('mcw_recall_results')}>
      <ul className="mq-stack-list mq-mc-recall__list">
        {results.map((result) => (
          <li
            key={result.vassalage}
            className={`mq-mc-recall__item mq-mc-recall__item--${result.status.toLowerCase()}`}
          >
            <span className="mq-mc-wallet__name">{result.name}</span> {describe(result)}
          </li>
        ))}
      </ul>
    </section>
  );
}
