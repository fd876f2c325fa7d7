import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

interface SelectOption {
  value: string;
  label: string;
  /** the option's language where it differs from the page's, such as a language's own name */
  lang?: string | undefined;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** a first option with the empty value, such as "Choose a type" */
  placeholder?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled select with its options, hint and validation message. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
