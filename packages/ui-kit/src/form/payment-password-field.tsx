import { TextField, type TextFieldProps } from './text-field';

/** The payment password's length: six digits. */
const PAYMENT_PASSWORD_DIGITS = 6;

export type PaymentPasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** The six-digit payment password asked before money leaves: masked, a number pad, never autofilled. */
export function PaymentPasswordField(props: PaymentPasswordFieldProps) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PAYMENT_PASSWORD_DIGITS}
      {...props}
    />
  );
}
