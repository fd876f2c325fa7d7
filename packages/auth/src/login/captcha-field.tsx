import { useTranslation } from '@marquee/i18n';
import { type fieldProps, IconButton, Spinner, TextField } from '@marquee/ui-kit';
import type { useCaptchaQuery } from '../queries/captcha-query';
import { useDismissFailure } from '../shared/auth-form';

/** The form's `captchaCode` field (`fieldProps(formik, 'captchaCode')`) and the captcha it answers. */
export interface CaptchaFieldProps extends ReturnType<typeof fieldProps> {
  captcha: ReturnType<typeof useCaptchaQuery>;
}

/**
 * The captcha image, a refresh control and the input for what it shows. A new captcha makes the
 * last failed submit's message stale, so inside an AuthForm it clears it.
 */
export function CaptchaField({ captcha, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const dismissFailure = useDismissFailure();
  return (
    <div className="mq-auth-captcha">
      <TextField
        label={t('captcha')}
        autoComplete="off"
        {...field}
        trailing={
          <>
            {captcha.data ? (
              <img className="mq-auth-captcha__image" src={captcha.data.image} alt={t('captcha_image')} />
            ) : (
              <Spinner size="sm" label={t('loading')} />
            )}
            <IconButton
              label={t('refresh_captcha')}
              size="sm"
              onClick={() => {
                dismissFailure();
                void captcha.refetch();
              }}
            >
              <span aria-hidden="true">↻</span>
            </IconButton>
          </>
        }
      />
    </div>
  );
}
