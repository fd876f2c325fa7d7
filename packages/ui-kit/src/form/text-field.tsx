import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  trailing?: ReactNode;
  below?: ReactNode;
}

/** A labelled input with its hint and validation message. */
export function TextField({ label, hint, error, trailing, below, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} trailing={trailing} below={below} className={className}>
      {(control) => <input {...control} {...inputProps} />}
    </Field>
  );
}
