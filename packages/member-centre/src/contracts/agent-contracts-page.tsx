import { CONTRACT_KINDS, type ContractOffer } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import {
  QueryState,
  useConsolidatedContractsQuery,
  useContractDecisionMutation,
  useDates,
  useErrorText,
} from '@marquee/session';
import { Button, ConfirmDialog, EmptyState, FormError, Spinner } from '@marquee/ui-kit';
import { useCallback, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { CONTRACT_KIND_KEYS } from './contract-kinds';

interface Pending {
  decision: 'ACCEPT' | 'DECLINE';
  offer: ContractOffer;
}

/**
 * My contracts (agentContracts): the consolidated contract info the brand's AGENTPOLICY3 lets a
 * member read. The offers of their upline wait for an answer here, accept or decline, each
 * confirmed first; an offer whose acceptance ends subordinates' contracts says whose, on the page
 * and again in the confirmation. Below, the contracts they hold.
 */
export function AgentContractsPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const { agentPolicy = false, locale } = useMemberCentreConfig();
  const errorText = useErrorText();
  const info = useConsolidatedContractsQuery(agentPolicy);
  const decide = useContractDecisionMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rate = useCallback(
    (bps: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000),
    [locale],
  );
  if (!agentPolicy) return <EmptyState title={t('mcct_off')} headingLevel="h3" />;
  if (info.isError) return <QueryState query={info} headingLevel="h3" />;
  if (!info.data) return <Spinner label={t('loading')} />;
  const kinds = CONTRACT_KINDS.map((kind) => ({ kind, ...info.data.contracts[kind] }));
  const offers = kinds.flatMap(({ offer }) => (offer ? [offer] : []));
  const active = kinds.flatMap(({ active: contract }) => (contract ? [contract] : []));
  const kindName = (offer: ContractOffer) => t(CONTRACT_KIND_KEYS[offer.kind]);

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    setDone(null);
    try {
      await decide.mutateAsync({ id: pending.offer.id, decision: pending.decision });
      setDone(
        t(pending.decision === 'ACCEPT' ? 'mcct_accepted' : 'mcct_declined', {
          kind: kindName(pending.offer),
        }),
      );
    } catch (error) {
      setFailure(errorText(error));
    }
    setPending(null);
  };

  return (
    <div className="mq-mc-contracts">
      {done && <p role="status">{done}</p>}
      <FormError message={failure} />
      <section aria-labelledby="mcct-offers">
        <h3 id="mcct-offers">{t('mcct_offers')}</h3>
        {offers.length === 0 ? (
          <p>{t('mcct_no_offers')}</p>
        ) : (
          offers.map((offer) => (
            <article key={offer.id} className="mq-mc-contracts__item" aria-label={kindName(offer)}>
              <p>
                {offer.request === 'TERMINATE'
                  ? t('mcct_offer_terminate', { account: offer.upline?.account ?? '', kind: kindName(offer) })
                  : t('mcct_offer_new', {
                      account: offer.upline?.account ?? '',
                      kind: kindName(offer),
                      rate: rate(offer.topRateBps),
                    })}
              </p>
              {offer.endsSubordinates.length > 0 && <EndsWarning offer={offer} alert={false} />}
              <div className="mq-mc-contracts__actions">
                <Button onClick={() => setPending({ decision: 'ACCEPT', offer })}>{t('mcct_accept')}</Button>
                <Button variant="secondary" onClick={() => setPending({ decision: 'DECLINE', offer })}>
                  {t('mcct_decline')}
                </Button>
              </div>
            </article>
          ))
        )}
      </section>
      <section aria-labelledby="mcct-active">
        <h3 id="mcct-active">{t('mcct_active')}</h3>
        {active.length === 0 ? (
          <p>{t('mcct_no_active')}</p>
        ) : (
          <ul className="mq-mc-contracts__list">
            {active.map((contract) => (
              <li key={contract.id}>
                {t('mcct_active_line', {
                  kind: t(CONTRACT_KIND_KEYS[contract.kind]),
                  rate: rate(contract.topRateBps),
                  time: dateTime(contract.decidedAt ?? contract.offeredAt),
                  account: contract.upline?.account ?? t('mcct_operator'),
                })}
              </li>
            ))}
          </ul>
        )}
        <p className="mq-mc-contracts__hint">{t('mcct_terms_where')}</p>
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(pending.decision === 'ACCEPT' ? 'mcct_confirm_accept' : 'mcct_confirm_decline', {
                kind: kindName(pending.offer),
              })
            : ''
        }
        message={
          pending?.decision === 'ACCEPT' && pending.offer.endsSubordinates.length > 0 ? (
            <EndsWarning offer={pending.offer} alert />
          ) : pending ? (
            <p>
              {t(pending.decision === 'ACCEPT' ? 'mcct_confirm_accept_text' : 'mcct_confirm_decline_text')}
            </p>
          ) : null
        }
        confirmLabel={pending ? t(pending.decision === 'ACCEPT' ? 'mcct_accept' : 'mcct_decline') : ''}
        cancelLabel={t('cancel')}
        confirmVariant={pending?.decision === 'DECLINE' ? 'danger' : 'primary'}
        confirming={decide.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        width={440}
        minHeight={0}
      />
    </div>
  );
}

/** Whose contracts accepting the offer ends: on the offer, and as an alert in its confirmation. */
function EndsWarning({ offer, alert }: { offer: ContractOffer; alert: boolean }) {
  const { t } = useTranslation();
  return (
    <p role={alert ? 'alert' : undefined} className="mq-mc-contracts__warning">
      {t('mcct_offer_ends', { accounts: offer.endsSubordinates.map((member) => member.account).join(', ') })}
    </p>
  );
}
