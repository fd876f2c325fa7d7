import { type GoogleAuthSetup, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, FormError } from '@marquee/ui-kit';
import { QrCode } from '@marquee/ui-kit/qr-code';
import { useState } from 'react';
import { useSecurityMutation } from '../mutations/security-mutation';
import { GoogleAuthCodeForm } from './google-auth-code-form';

/**
 * Google Authenticator: set up shows a new secret as a QR code (and as text to type), and a first
 * code from the app binds it; a bound one is unbound with a code. Once bound, signing in from a
 * new IP can be proven with a code.
 */
export function GoogleAuthSection({ bound }: { bound: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setUp = useSecurityMutation(securityApi.googleAuthSetup);
  const [setup, setSetup] = useState<GoogleAuthSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (bound) {
    return (
      <>
        <p>{t('mca_google_auth_bound')}</p>
        <GoogleAuthCodeForm
          endpoint={securityApi.googleAuthUnbind}
          submitLabel={t('mca_google_auth_unbind')}
        />
      </>
    );
  }
  if (!setup) {
    return (
      <>
        <p>{t('mca_google_auth_intro')}</p>
        <FormError message={failure} />
        <Button
          type="button"
          loading={setUp.isPending}
          onClick={async () => {
            setFailure(null);
            try {
              setSetup(await setUp.mutateAsync(undefined));
            } catch (error) {
              setFailure(errorText(error));
            }
          }}
        >
          {t('mca_google_auth_set_up')}
        </Button>
      </>
    );
  }
  return (
    <>
      <p>{t('mca_google_auth_scan')}</p>
      <QrCode className="mq-mc-qr" value={setup.uri} label={t('mca_google_auth_qr')} />
      <p>
        {t('mca_google_auth_key')} <code className="mq-mc-secret">{setup.secret}</code>
      </p>
      <GoogleAuthCodeForm endpoint={securityApi.googleAuthBind} submitLabel={t('mca_google_auth_bind')} />
    </>
  );
}
