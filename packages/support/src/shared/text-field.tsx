import { type ComponentProps, useId } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** shown under the input and tied to it with aria-describedby */
  error?: string | undefined;
}

/** A labelled input with its validation message. */
export function TextField({ label, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `mq-support-field ${className}` : 'mq-support-field'}>
      <label htmlFor={id} className="mq-support-field__label">
        {label}
      </label>
      <input
        id={id}
        className="mq-support-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mq-support-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
