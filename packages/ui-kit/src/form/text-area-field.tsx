import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input (a message, a complaint) with its hint and validation message. */
export function TextAreaField({ label, hint, error, className, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...textAreaProps} />}
    </Field>
  );
}
