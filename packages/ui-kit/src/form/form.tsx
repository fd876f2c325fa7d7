import type { ComponentProps } from 'react';

export interface FormProps extends Omit<ComponentProps<'form'>, 'noValidate' | 'aria-label'> {
  /** the form's accessible name, where the screen has more than one form or no heading names it */
  label?: string | undefined;
}

/**
 * A form of the kit: the browser's own validation bubbles are off (`noValidate`) because every
 * field shows its rule's translated message itself, and `mq-form` spaces the fields.
 */
export function Form({ label, className, ...props }: FormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      className={className ? `mq-form ${className}` : 'mq-form'}
      {...props}
    />
  );
}
