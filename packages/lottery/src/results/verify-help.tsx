import { useTranslation } from '@marquee/i18n';

/** How anyone checks a draw from its revealed seed. */
export function VerifyHelp() {
  const { t } = useTranslation();
  return (
    <details className="mq-lottery-verify">
      <summary>{t('lottery_verify_title')}</summary>
      <ol>
        <li>{t('lottery_verify_hash')}</li>
        <li>{t('lottery_verify_numbers')}</li>
        <li>{t('lottery_verify_order')}</li>
      </ol>
      <pre>
        <code>{'sha256(seed) == hash\nnumber[n] = int(sha256(seed + ":" + n), 16) mod 10^digits'}</code>
      </pre>
    </details>
  );
}
