import { Button } from '../button/button';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps extends Omit<TextFieldProps, 'trailing'> {
  /** the button's text: "Send code", or the seconds left before a resend */
  sendLabel: string;
  /** a fuller accessible name for the button, when its text alone is ambiguous */
  sendAriaLabel?: string | undefined;
  onSend: () => void;
  /** the request is on its way: the button is busy */
  sending?: boolean | undefined;
  /** a code was sent and the resend countdown runs */
  sendDisabled?: boolean | undefined;
}

/**
 * An input with its send-code button (an SMS or mailed code). The feature owns the request and the
 * countdown and passes their state in; a numeric, one-time-code input unless told otherwise.
 */
export function CodeField({
  sendLabel,
  sendAriaLabel,
  onSend,
  sending = false,
  sendDisabled = false,
  ...props
}: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...props}
      trailing={
        <Button
          variant="secondary"
          size="sm"
          loading={sending}
          disabled={sendDisabled}
          aria-label={sendAriaLabel}
          onClick={onSend}
        >
          {sendLabel}
        </Button>
      }
    />
  );
}
