import { type BankAccount, MAX_BANK_ACCOUNTS } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';
import { useBankAccountsQuery } from '../queries/bank-accounts-query';
import { useBanksQuery } from '../queries/banks-query';
import { AddBankAccountForm } from './add-bank-account-form';
import { RemoveBankAccountDialog } from './remove-bank-account-dialog';

export interface BankAccountsSectionProps {
  realName: string | null;
  hasPaymentPassword: boolean;
}

/** The member's bank accounts and e-wallets: at most five, in the real name, removed with the payment password. */
export function BankAccountsSection({ realName, hasPaymentPassword }: BankAccountsSectionProps) {
  const { t } = useTranslation();
  const accounts = useBankAccountsQuery();
  const banks = useBanksQuery();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  if (!accounts.data) return <QueryState query={accounts} headingLevel="h3" />;
  if (!banks.data) return <QueryState query={banks} headingLevel="h3" />;
  const list = accounts.data;
  return (
    <>
      {list.length === 0 ? (
        <p>{t('mca_no_bank_accounts')}</p>
      ) : (
        <ul className="mq-stack-list" aria-label={t('mca_bank_accounts')}>
          {list.map((account) => (
            <li key={account.id} className="mq-mc-bank-account">
              <span>
                <strong>{account.bankName}</strong> {account.accountNumber}
                <br />
                {account.accountName}
              </span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={!hasPaymentPassword}
                onClick={() => setRemoving(account)}
                aria-label={t('mca_remove_named', { bank: account.bankName, number: account.accountNumber })}
              >
                {t('mca_remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!hasPaymentPassword && list.length > 0 && (
        <p className="mq-mc-hint">{t('mca_remove_needs_payment_password')}</p>
      )}
      {!realName ? (
        <p className="mq-mc-hint">{t('error_code_real_name_required')}</p>
      ) : list.length >= MAX_BANK_ACCOUNTS ? (
        <p className="mq-mc-hint">{t('error_code_too_many_bank_accounts', { max: MAX_BANK_ACCOUNTS })}</p>
      ) : (
        <AddBankAccountForm banks={banks.data} realName={realName} />
      )}
      {removing && <RemoveBankAccountDialog account={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
