import { type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

/** What a field hands its control: the id its label points at and the wiring of hint and error. */
interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** help under the control (a format, a live count), tied to it with aria-describedby */
  hint?: ReactNode;
  /** the validation message, tied to the control with aria-describedby; the control is aria-invalid */
  error?: string | undefined;
  /** a control beside the input, such as the show-password toggle or the send-code button */
  trailing?: ReactNode;
  /** content under the control and above hint and error, such as a remove-file button */
  below?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, control row, hint and message every form field is made of. */
export function Field({ label, hint, error, trailing, below, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx('mq-field', className)}>
      <label htmlFor={id} className="mq-field__label">
        {label}
      </label>
      <div className="mq-field__row">
        {children({
          id,
          className: 'mq-field__input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {trailing}
      </div>
      {below}
      {hint && (
        <p id={hintId} className="mq-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mq-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
