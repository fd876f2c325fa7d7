import { Form, FormError, SubmitButton } from '@marquee/ui-kit';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
  /** the form's accessible name, where the dialog or tab around it does not give one */
  label?: string | undefined;
  /** the failed submit's message */
  failure: string | null;
  submitLabel: string;
  children: ReactNode;
}

/** An auth form: its fields, then the failed submit's message and the full-width submit button. */
export function AuthForm({ formik, label, failure, submitLabel, children }: AuthFormProps) {
  return (
    <Form onSubmit={formik.handleSubmit} className="mq-auth-form" label={label}>
      {children}
      <FormError message={failure} />
      <SubmitButton fullWidth pending={formik.isSubmitting}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
