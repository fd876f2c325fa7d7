import { type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

export interface FieldGroupProps {
  /** the legend: the question the choices answer */
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A fieldset of related controls (tick boxes of one question) with its legend and one message. */
export function FieldGroup({ label, error, className, children }: FieldGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={cx('mq-field', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mq-field__label">{label}</legend>
      {children}
      {error && (
        <p id={errorId} className="mq-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
