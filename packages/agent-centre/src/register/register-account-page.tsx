import type { DownlineRegisterResponse } from '@marquee/api-client';
import { DOWNLINE_TYPES, isAgentAccount } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import {
  Form,
  FormError,
  fieldProps,
  PasswordField,
  RadioChoices,
  SelectField,
  SubmitButton,
  schemaErrors,
  TextField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAgentCentreConfig } from '../config/agent-centre-config';
import { useRegisterDownlineMutation } from '../mutations/register-downline-mutation';
import { useContractsQuery } from '../queries/contracts-query';
import { CONTRACT_KIND_KEYS } from '../shared/contract-kinds';
import { useRate } from '../shared/use-rate';
import { InvitationShare } from './invitation-share';
import { registerSchema } from './register-schema';

type DownlineType = (typeof DOWNLINE_TYPES)[number];

interface Values {
  username: string;
  password: string;
  type: DownlineType;
  /** the id of the agent's own contract whose terms a downline agent is offered; '' for none */
  contract: string;
}

const TYPE_KEYS = { MEMBER: 'ac_type_member', AGENT: 'ac_type_agent' } as const satisfies Record<
  DownlineType,
  string
>;

/**
 * Register account (registerCenter): a member or a downline agent directly below the agent, beside
 * the agent's invitation code and link for those who register themselves. The
 * platform judges the username and password by the registration rules (its coded refusals are
 * translated); the password is a temporary one the new member changes at the first sign-in. A
 * downline agent may be offered one of the agent's own contracts' terms with the account (never
 * more than the agent's own); the platform makes the account and the offer together or neither.
 */
export function RegisterAccountPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { hrefOf } = useAgentCentreConfig();
  const { state } = useLocation();
  const register = useRegisterDownlineMutation();
  const rate = useRate();
  const own = useContractsQuery().data?.own ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<DownlineRegisterResponse | null>(null);
  const formik = useFormik<Values>({
    initialValues: { username: '', password: '', type: 'MEMBER', contract: '' },
    validate: (values) => schemaErrors(registerSchema(t), values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setCreated(null);
      try {
        const terms =
          values.type === 'AGENT'
            ? own.find((contract) => contract.id === values.contract)?.terms
            : undefined;
        setCreated(
          await register.mutateAsync({
            username: values.username.trim(),
            password: values.password,
            type: values.type,
            ...(terms ? { contract: terms } : {}),
          }),
        );
        helpers.resetForm();
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <div className="mq-ac-register">
      <div className="mq-ac-section">
        <Form onSubmit={formik.handleSubmit} className="mq-ac-form" label={t('ac_register_form')}>
          <TextField label={t('ac_username')} autoComplete="off" {...fieldProps(formik, 'username')} />
          <PasswordField
            label={t('ac_initial_password')}
            autoComplete="new-password"
            hint={t('ac_initial_password_hint')}
            showLabel={t('ac_show_password')}
            hideLabel={t('ac_hide_password')}
            {...fieldProps(formik, 'password')}
          />
          <RadioChoices<DownlineType>
            legend={t('ac_account_type')}
            name="type"
            choices={DOWNLINE_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
            value={formik.values.type}
            onChange={(type) => void formik.setFieldValue('type', type)}
            className="mq-choices"
            choiceClassName="mq-choice"
          />
          {formik.values.type === 'AGENT' && own.length > 0 && (
            <SelectField
              label={t('ac_register_contract')}
              hint={t('ac_register_contract_hint')}
              placeholder={t('ac_register_contract_none')}
              options={own.map((contract) => ({
                value: contract.id,
                label: t('ac_register_contract_option', {
                  kind: t(CONTRACT_KIND_KEYS[contract.kind]),
                  rate: rate(contract.topRateBps),
                }),
              }))}
              {...fieldProps(formik, 'contract')}
            />
          )}
          <FormError message={failure} />
          <SubmitButton pending={formik.isSubmitting}>{t('ac_register_submit')}</SubmitButton>
        </Form>
        <p role="status" className="mq-ac-register__done">
          {created && (
            <>
              {t(isAgentAccount(created.type) ? 'ac_registered_agent' : 'ac_registered_member', {
                account: created.account,
              })}{' '}
              <Link to={hrefOf('teamManagement')} replace state={state}>
                {t('ac_see_team')}
              </Link>
            </>
          )}
        </p>
      </div>
      <InvitationShare />
    </div>
  );
}
