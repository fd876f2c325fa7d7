import { DEFAULT_MINIMUM_AGE, type RegistrationContext } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { ErrorState, Spinner } from '@marquee/ui-kit';
import { useState } from 'react';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import { useRegisterSettingsQuery } from '../queries/register-settings-query';
import { Tabs } from '../shared/tabs';
import type { RegisterMode } from './register-fields';
import { RegisterRuleForm } from './register-rule-form';

export interface RegisterFormProps {
  features?: AuthFeatures;
  onAuthenticated: () => void;
  defaultCountryDialingCode?: string;
  /** 18 or 21 depending on the brand's text */
  minimumAge?: number;
  /**
   * invitation and referral codes from the link the player came with; read from the URL by
   * default (`?affiliateCode=` or `?code=`, `?ref=` or `?referralCode=`)
   */
  affiliateCode?: string;
  referralCode?: string;
}

interface LinkCodes {
  affiliate: string | undefined;
  referral: string | undefined;
}

/** The codes of the link the player came with: an agent's invitation, a member's referral (`?ref=`). */
function linkCodes(affiliateCode?: string, referralCode?: string): LinkCodes {
  const params = new URLSearchParams(window.location.search);
  return {
    affiliate: affiliateCode ?? params.get('affiliateCode') ?? params.get('code') ?? undefined,
    referral: referralCode ?? params.get('ref') ?? params.get('referralCode') ?? undefined,
  };
}

/**
 * What every registration sends besides the fields. The referral code goes here only when the
 * form has no field for it; with one, what the player left in the field is what counts.
 */
function registrationContext(codes: LinkCodes, withReferral: boolean): RegistrationContext {
  return {
    registerUrl: window.location.href,
    domain: window.location.hostname,
    registerMethod: 'WEB',
    agreeTerms: true,
    ageConfirmed: true,
    ...(codes.affiliate ? { affiliateCode: codes.affiliate } : {}),
    ...(withReferral && codes.referral ? { referralCode: codes.referral } : {}),
  };
}

/**
 * Registration built from the server's field rules: every field is checked by the shared
 * validator and reports reg_pattern_{id} with its bounds; the confirmation must equal the password
 * (inconsistent_twice); the terms and the age statement must be ticked. A server refusal is shown
 * above the button and everything typed stays.
 */
export function RegisterForm({
  features,
  onAuthenticated,
  defaultCountryDialingCode = '',
  minimumAge = DEFAULT_MINIMUM_AGE,
  affiliateCode,
  referralCode,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useRegisterSettingsQuery();
  const byUsername = hasFeature(features, 'USERNAMEREG3') || !hasFeature(features, 'MOBILENUMREG3');
  const byMobile = hasFeature(features, 'MOBILENUMREG3');
  const [mode, setMode] = useState<RegisterMode>(byUsername ? 'username' : 'mobile');
  const [codes] = useState(() => linkCodes(affiliateCode, referralCode));

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={t('load_failed')}
        message={errorText(settings.error)}
        retryLabel={t('retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const referralField = settings.data.some((rule) => rule.field === 'referralCode');
  return (
    <div className="mq-auth-register">
      {byUsername && byMobile && (
        <Tabs
          label={t('register_method')}
          selected={mode}
          onSelect={setMode}
          items={[
            { key: 'username', label: t('register_by_username') },
            { key: 'mobile', label: t('register_by_mobile') },
          ]}
        />
      )}
      <RegisterRuleForm
        key={mode}
        mode={mode}
        rules={settings.data}
        features={features}
        onAuthenticated={onAuthenticated}
        defaultCountryDialingCode={defaultCountryDialingCode}
        minimumAge={minimumAge}
        prefill={referralField && codes.referral ? { referralCode: codes.referral } : undefined}
        context={() => registrationContext(codes, !referralField)}
      />
    </div>
  );
}
