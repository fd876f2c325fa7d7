import { useTranslation } from '@marquee/i18n';
import { IconButton } from '@marquee/ui-kit';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle, so players can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <IconButton
          label={visible ? t('hide_password') : t('show_password')}
          aria-pressed={visible}
          size="sm"
          onClick={() => setVisible((shown) => !shown)}
        >
          <span aria-hidden="true">{visible ? '🙈' : '👁'}</span>
        </IconButton>
      }
    />
  );
}
