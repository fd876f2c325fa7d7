import { Button, type ButtonProps } from '../button/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** the form is submitting: the button is busy and cannot send it twice */
  pending: boolean;
}

/** A form's submit button. */
export function SubmitButton({ pending, ...props }: SubmitButtonProps) {
  return <Button {...props} type="submit" loading={pending} />;
}
