import type { LoginResponse } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useLoginByCodeMutation } from '../mutations/login-by-code-mutation';
import { AuthForm } from '../shared/auth-form';
import { MobileCodeFields, mobileCodeRequest, mobileCodeSchema } from '../shared/mobile-code-fields';

export interface MobileCodeLoginFormProps {
  /** LOGINCOUNTRYCODE3: let the player pick the dialling code; otherwise the brand's default is sent */
  showCountryCode: boolean;
  defaultCountryDialingCode: string;
  onLoggedIn: (response: LoginResponse) => void;
}

/** Login with a mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function MobileCodeLoginForm({
  showCountryCode,
  defaultCountryDialingCode,
  onLoggedIn,
}: MobileCodeLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLoginByCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(() => object(mobileCodeSchema(t)), [t]);
  const formik = useFormik({
    initialValues: { countryDialingCode: defaultCountryDialingCode, mobileNum: '', verificationCode: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onLoggedIn(await login.mutateAsync(mobileCodeRequest(values)));
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  return (
    <AuthForm
      formik={formik}
      label={t('login_by_mobile')}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      submitLabel={t('login')}
    >
      <MobileCodeFields formik={formik} showCountryCode={showCountryCode} />
    </AuthForm>
  );
}
