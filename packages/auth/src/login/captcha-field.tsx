import { useTranslation } from '@marquee/i18n';
import { IconButton, Spinner, TextField } from '@marquee/ui-kit';
import type { useCaptchaQuery } from '../queries/captcha-query';

export interface CaptchaFieldProps {
  captcha: ReturnType<typeof useCaptchaQuery>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** The captcha image, a refresh control and the input for what it shows. */
export function CaptchaField({ captcha, value, onChange, onBlur, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="mq-auth-captcha">
      <TextField
        label={t('captcha')}
        name="captchaCode"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        trailing={
          <>
            {captcha.data ? (
              <img className="mq-auth-captcha__image" src={captcha.data.image} alt={t('captcha_image')} />
            ) : (
              <Spinner size="sm" label={t('loading')} />
            )}
            <IconButton label={t('refresh_captcha')} size="sm" onClick={() => void captcha.refetch()}>
              <span aria-hidden="true">↻</span>
            </IconButton>
          </>
        }
      />
    </div>
  );
}
