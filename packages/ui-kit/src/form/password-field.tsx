import { useState } from 'react';
import { IconButton } from '../button/icon-button';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** the toggle's accessible name while the password is hidden */
  showLabel: string;
  /** the toggle's accessible name while the password is shown */
  hideLabel: string;
}

/** A password input with a show/hide toggle, so players can check what they typed on a phone. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <IconButton
          label={visible ? hideLabel : showLabel}
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
