import {
  CONTRACT_KINDS,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  DIVIDEND_PERIODS,
  type TeamMember,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Dialog, useSubmitFailure } from '@marquee/session';
import {
  Button,
  FieldGroup,
  Form,
  FormError,
  fieldProps,
  RadioChoices,
  SelectField,
  SubmitButton,
  TextField,
} from '@marquee/ui-kit';
import { getIn, useFormik } from 'formik';
import { useState } from 'react';
import { useContractOfferMutation } from '../mutations/contract-mutations';
import { useContractsQuery } from '../queries/contracts-query';
import { CONTRACT_KIND_KEYS, PERIOD_KEYS } from '../shared/contract-kinds';
import { useRate } from '../shared/use-rate';
import { emptyTier, type OfferValues, offerRequest, offerSchema, type TierValues } from './offer-schema';

/**
 * An offer to a direct downline agent: a new contract of a kind with its terms, or the end of the
 * one they hold. The agent's own contract of the kind is shown as the ceiling (the platform refuses a
 * rate above it, and a dividend period other than the agent's own).
 */
export function OfferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const rate = useRate();
  const own = useContractsQuery().data?.own;
  const offer = useContractOfferMutation();
  const { failure, trySubmit } = useSubmitFailure({});
  const [done, setDone] = useState<string | null>(null);
  const formik = useFormik<OfferValues>({
    initialValues: {
      request: 'NEW',
      kind: 'REALTIME_SALARY',
      period: 'W',
      tiers: [emptyTier()],
      profitRate: '',
      lossRate: '',
      minBet: '',
    },
    validationSchema: offerSchema(t),
    onSubmit: async (values, helpers) => {
      setDone(null);
      await trySubmit(helpers, async () => {
        await offer.mutateAsync(offerRequest(member.id, values));
        setDone(t('ac_offer_sent', { account: member.account, kind: t(CONTRACT_KIND_KEYS[values.kind]) }));
      });
    },
  });
  useRevalidateOnLanguage(formik);
  const { values } = formik;
  const mine = own?.find((contract) => contract.kind === values.kind);
  const tierProps = (index: number, key: keyof TierValues) => {
    const name = `tiers.${index}.${key}`;
    const error = getIn(formik.errors, name);
    return {
      ...formik.getFieldProps(name),
      error: getIn(formik.touched, name) && typeof error === 'string' ? error : undefined,
    };
  };
  const setTiers = (tiers: TierValues[]) => void formik.setFieldValue('tiers', tiers);
  return (
    <Dialog
      onClose={onClose}
      title={t('ac_offer_title', { account: member.account })}
      width={520}
      minHeight={0}
    >
      <Form onSubmit={formik.handleSubmit} label={t('ac_offer_form')}>
        <RadioChoices
          legend={t('ac_offer_request')}
          name="request"
          choices={[
            { value: 'NEW', label: t('ac_request_new') },
            { value: 'TERMINATE', label: t('ac_request_terminate') },
          ]}
          value={values.request}
          onChange={(request) => void formik.setFieldValue('request', request)}
          className="mq-choices"
          choiceClassName="mq-choice"
        />
        <SelectField
          label={t('ac_kind')}
          options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(CONTRACT_KIND_KEYS[kind]) }))}
          {...fieldProps(formik, 'kind')}
          onChange={(event) => void formik.setFieldValue('kind', event.target.value as ContractKind)}
        />
        {values.request === 'NEW' && (
          <p>{mine ? t('ac_own_ceiling', { rate: rate(mine.topRateBps) }) : t('ac_own_none')}</p>
        )}
        {values.request === 'NEW' && values.kind === 'REALTIME_SALARY' && (
          <>
            <TextField
              label={t('ac_profit_rate_percent')}
              inputMode="decimal"
              {...fieldProps(formik, 'profitRate')}
            />
            <TextField
              label={t('ac_loss_rate_percent')}
              inputMode="decimal"
              {...fieldProps(formik, 'lossRate')}
            />
            <TextField label={t('ac_min_single_bet')} inputMode="decimal" {...fieldProps(formik, 'minBet')} />
          </>
        )}
        {values.request === 'NEW' && values.kind === 'DIVIDEND' && (
          <SelectField
            label={t('ac_period_label')}
            options={DIVIDEND_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
            {...fieldProps(formik, 'period')}
          />
        )}
        {values.request === 'NEW' &&
          values.kind !== 'REALTIME_SALARY' &&
          values.tiers.map((_, index) => (
            // tiers have no identity but their place: editing one keeps the others in place
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the list
            <FieldGroup key={index} label={t('ac_tier_n', { n: index + 1 })}>
              <TextField
                label={t(values.kind === 'DIVIDEND' ? 'ac_tier_min_loss' : 'ac_tier_min_bet')}
                inputMode="decimal"
                {...tierProps(index, 'minAmount')}
              />
              <TextField
                label={t('ac_tier_min_active')}
                inputMode="numeric"
                {...tierProps(index, 'minActive')}
              />
              <TextField label={t('ac_rate_percent')} inputMode="decimal" {...tierProps(index, 'rate')} />
              {values.tiers.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setTiers(values.tiers.filter((__, other) => other !== index))}
                >
                  {t('ac_remove_tier', { n: index + 1 })}
                </Button>
              )}
            </FieldGroup>
          ))}
        {values.request === 'NEW' &&
          values.kind !== 'REALTIME_SALARY' &&
          values.tiers.length < CONTRACT_TIERS_MAX && (
            <Button variant="secondary" size="sm" onClick={() => setTiers([...values.tiers, emptyTier()])}>
              {t('ac_add_tier')}
            </Button>
          )}
        <FormError message={failure} />
        {done && <p role="status">{done}</p>}
        <SubmitButton pending={formik.isSubmitting}>{t('ac_offer_submit')}</SubmitButton>
      </Form>
    </Dialog>
  );
}
