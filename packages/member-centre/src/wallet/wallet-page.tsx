import { useTranslation } from '@marquee/i18n';
import { QueryState, useBalanceQuery, useErrorText, useIdempotencyKey } from '@marquee/session';
import { Button, FormError, IconButton, Spinner } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useRecallAllMutation } from '../mutations/recall-all-mutation';
import { useMerchantWalletQuery } from '../queries/merchant-wallet-query';
import { BalanceMoney } from '../shared/balance-money';
import { RecallResults } from './recall-results';
import { RefreshIcon } from './refresh-icon';
import { TransferForm } from './transfer-form';
import { VendorBalanceItem } from './vendor-balance-item';

/**
 * My wallet (transferFund): the main balance and, where the brand's merchant wallet is not single,
 * each game wallet with its own refresh, transfers between them and "recall all".
 */
export function WalletPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const main = useBalanceQuery();
  const merchant = useMerchantWalletQuery();
  const recall = useRecallAllMutation();
  const recallAttempt = useIdempotencyKey();
  const [recallFailure, setRecallFailure] = useState<string | null>(null);
  const gamesHeading = useId();

  async function recallAll() {
    setRecallFailure(null);
    try {
      // one key per press: a retried request after a lost answer recalls once
      await recall.mutateAsync(recallAttempt.keyFor('recall'));
      recallAttempt.done();
    } catch (error) {
      setRecallFailure(errorText(error));
    }
  }

  return (
    <>
      <div className="mq-mc-section">
        <ul className="mq-stack-list">
          <li className="mq-mc-wallet mq-mc-wallet--main">
            <span className="mq-mc-wallet__name">{t('mcw_main_wallet')}</span>
            <span className="mq-mc-wallet__balance" aria-live="polite">
              {main.data ? (
                <BalanceMoney minor={main.data.sumBalance} />
              ) : (
                <Spinner size="sm" label={t('loading')} />
              )}
            </span>
            <IconButton
              label={t('mcw_refresh_balance_of', { name: t('mcw_main_wallet') })}
              size="sm"
              disabled={main.isFetching}
              onClick={() => void main.refetch()}
            >
              <RefreshIcon />
            </IconButton>
          </li>
        </ul>
      </div>
      {merchant.data ? (
        merchant.data.isSingle ? (
          <p className="mq-mc-hint">{t('mcw_single_wallet')}</p>
        ) : (
          <>
            <section className="mq-mc-section" aria-labelledby={gamesHeading}>
              <h3 id={gamesHeading} className="mq-mc-subtitle">
                {t('mcw_game_wallets')}
              </h3>
              <ul className="mq-stack-list">
                {merchant.data.vendors.map((vendor) => (
                  <VendorBalanceItem key={vendor.vassalage} vendor={vendor} />
                ))}
              </ul>
              <div>
                <Button variant="secondary" loading={recall.isPending} onClick={() => void recallAll()}>
                  {t('mcw_recall_all')}
                </Button>
              </div>
              <FormError message={recallFailure} />
              {recall.data && <RecallResults results={recall.data.results} />}
            </section>
            <div className="mq-mc-section">
              <TransferForm vendors={merchant.data.vendors} />
            </div>
          </>
        )
      ) : (
        <QueryState query={merchant} headingLevel="h3" />
      )}
    </>
  );
}
