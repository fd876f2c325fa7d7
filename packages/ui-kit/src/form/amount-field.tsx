import { TextField, type TextFieldProps } from './text-field';

export type AmountFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A money amount typed as text in major units: a decimal keypad, nothing remembered. The form parses
 * it (the API client's parseMoneyInput) and sends minor units; a number input would round and
 * localise what the player typed.
 */
export function AmountField(props: AmountFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}
