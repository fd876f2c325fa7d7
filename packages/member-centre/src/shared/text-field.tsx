import { type ComponentProps, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** shown under the input and tied to it with aria-describedby */
  error?: string | undefined;
  /** a control beside the input, such as the show-password toggle or the send-code button */
  trailing?: ReactNode;
}

/** A labelled input with its validation message; every member-centre form is built from these. */
export function TextField({ label, error, trailing, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `mq-mc-field ${className}` : 'mq-mc-field'}>
      <label htmlFor={id} className="mq-mc-field__label">
        {label}
      </label>
      <div className="mq-mc-field__row">
        <input
          id={id}
          className="mq-mc-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="mq-mc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
