import { useTranslation } from '@marquee/i18n';
import { PasswordField as KitPasswordField, type PasswordFieldProps } from '@marquee/ui-kit';

/** The kit's password field with the toggle named in the player's language. */
export function PasswordField(props: Omit<PasswordFieldProps, 'showLabel' | 'hideLabel'>) {
  const { t } = useTranslation();
  return <KitPasswordField showLabel={t('show_password')} hideLabel={t('hide_password')} {...props} />;
}
