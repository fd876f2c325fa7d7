import type { AgentContract, ContractKind, ContractOffer } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useContractDecisionMutation, useDates, useErrorText } from '@marquee/session';
import { Button, ConfirmDialog, EmptyState, FormError, Spinner } from '@marquee/ui-kit';
import { useState } from 'react';
import { useContractFinishMutation } from '../mutations/contract-mutations';
import { useContractsQuery } from '../queries/contracts-query';
import { CONTRACT_KIND_KEYS } from '../shared/contract-kinds';
import { useRate } from '../shared/use-rate';
import { ContractTermsView } from './contract-terms-view';

/** What the agent is about to confirm: accepting an offer, declining it, or ending their contract. */
type Pending =
  | { action: 'accept' | 'decline'; offer: ContractOffer }
  | { action: 'finish'; contract: AgentContract };

const CONFIRM = {
  accept: { title: 'ac_confirm_accept', text: 'ac_confirm_accept_text', button: 'ac_accept' },
  decline: { title: 'ac_confirm_decline', text: 'ac_confirm_decline_text', button: 'ac_decline' },
  finish: { title: 'ac_confirm_finish', text: 'ac_confirm_finish_text', button: 'ac_finish' },
} as const satisfies Record<Pending['action'], Record<string, TranslationKey>>;

/**
 * One kind of contract (dividend, daily, hourly or real-time salary): the agent's own active
 * contract, which they may finish, and the offers of their upline waiting for an answer. Accepting
 * an offer that pays less than a subordinate's own contract of the kind ends that contract: the
 * confirmation names whose before it is sent.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const rate = useRate();
  const errorText = useErrorText();
  const contracts = useContractsQuery();
  const decide = useContractDecisionMutation();
  const finish = useContractFinishMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (contracts.isError) return <QueryState query={contracts} headingLevel="h3" />;
  if (!contracts.data) return <Spinner label={t('ac_loading')} />;
  const own = contracts.data.own.filter((contract) => contract.kind === kind);
  const offers = contracts.data.offers.filter((offer) => offer.kind === kind);
  const given = contracts.data.given.filter((contract) => contract.kind === kind);
  const name = t(CONTRACT_KIND_KEYS[kind]);

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.action === 'finish') {
        await finish.mutateAsync({ id: pending.contract.id });
        setDone(t('ac_contract_finished', { kind: name }));
      } else {
        await decide.mutateAsync({
          id: pending.offer.id,
          decision: pending.action === 'accept' ? 'ACCEPT' : 'DECLINE',
        });
        setDone(t(pending.action === 'accept' ? 'ac_offer_accepted' : 'ac_offer_declined', { kind: name }));
      }
    } catch (error) {
      setFailure(errorText(error));
    }
    setPending(null);
  };

  return (
    <div className="mq-ac-section">
      {done && <p role="status">{done}</p>}
      <FormError message={failure} />
      <section className="mq-ac-section" aria-labelledby={`ac-offers-${kind}`}>
        <h3 id={`ac-offers-${kind}`}>{t('ac_offers_waiting')}</h3>
        {offers.length === 0 ? (
          <p>{t('ac_no_offers')}</p>
        ) : (
          offers.map((offer) => (
            <article
              key={offer.id}
              className="mq-ac-contract"
              aria-label={t('ac_offer_from', { account: offer.upline?.account ?? '' })}
            >
              <p>
                {offer.request === 'TERMINATE'
                  ? t('ac_offer_terminate', { account: offer.upline?.account ?? '', kind: name })
                  : t('ac_offer_new', { account: offer.upline?.account ?? '', rate: rate(offer.topRateBps) })}
              </p>
              <p className="mq-ac-contract__when">
                {t('ac_offered_at', { time: dateTime(offer.offeredAt) })}
              </p>
              {offer.terms && <ContractTermsView terms={offer.terms} />}
              <div className="mq-ac-contract__actions">
                <Button onClick={() => setPending({ action: 'accept', offer })}>{t('ac_accept')}</Button>
                <Button variant="secondary" onClick={() => setPending({ action: 'decline', offer })}>
                  {t('ac_decline')}
                </Button>
              </div>
            </article>
          ))
        )}
      </section>
      <section className="mq-ac-section" aria-labelledby={`ac-own-${kind}`}>
        <h3 id={`ac-own-${kind}`}>{t('ac_my_contract')}</h3>
        {own.length === 0 ? (
          <EmptyState title={t('ac_no_contract', { kind: name })} headingLevel="h4" />
        ) : (
          own.map((contract) => (
            <article key={contract.id} className="mq-ac-contract" aria-label={t('ac_my_contract')}>
              <p className="mq-ac-contract__when">
                {t('ac_contract_since', {
                  time: dateTime(contract.decidedAt ?? contract.offeredAt),
                  account: contract.upline?.account ?? t('ac_operator'),
                })}
              </p>
              {contract.terms && <ContractTermsView terms={contract.terms} />}
              {contract.upline && (
                <div className="mq-ac-contract__actions">
                  <Button variant="secondary" onClick={() => setPending({ action: 'finish', contract })}>
                    {t('ac_finish')}
                  </Button>
                </div>
              )}
            </article>
          ))
        )}
      </section>
      {given.length > 0 && (
        <section className="mq-ac-section" aria-labelledby={`ac-given-${kind}`}>
          <h3 id={`ac-given-${kind}`}>{t('ac_given')}</h3>
          <ul className="mq-ac-given">
            {given.map((contract) => (
              <li key={contract.id}>
                {t(contract.status === 'OFFERED' ? 'ac_given_offered' : 'ac_given_active', {
                  account: contract.member.account,
                  rate: rate(contract.topRateBps),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(CONFIRM[pending.action].title, { kind: name }) : ''}
        message={pending ? <ConfirmMessage pending={pending} /> : null}
        confirmLabel={pending ? t(CONFIRM[pending.action].button) : ''}
        cancelLabel={t('cancel')}
        confirmVariant={pending?.action === 'accept' ? 'primary' : 'danger'}
        confirming={decide.isPending || finish.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        width={440}
        minHeight={0}
      />
    </div>
  );
}

/** What the confirmation says: an accept that ends subordinates' contracts names them first. */
function ConfirmMessage({ pending }: { pending: Pending }) {
  const { t } = useTranslation();
  if (pending.action === 'accept' && pending.offer.endsSubordinates.length > 0)
    return (
      <p role="alert">
        {t('ac_accept_ends', {
          accounts: pending.offer.endsSubordinates.map((member) => member.account).join(', '),
        })}
      </p>
    );
  return <p>{t(CONFIRM[pending.action].text)}</p>;
}
