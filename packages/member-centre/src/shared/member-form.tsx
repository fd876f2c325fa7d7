import { Form, FormError, SubmitButton } from '@marquee/ui-kit';
import type { FormEvent, ReactNode } from 'react';

export interface MemberFormProps {
  /** the form's accessible name */
  label: string;
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
  /** the failed submit's message */
  failure: string | null;
  /** what a successful submit says, read out politely */
  status?: string | null | undefined;
  submitLabel: string;
  children: ReactNode;
}

/** A member-centre form: its fields, then the failed submit's message, the outcome and the submit button. */
export function MemberForm({ label, formik, failure, status, submitLabel, children }: MemberFormProps) {
  return (
    <Form onSubmit={formik.handleSubmit} className="mq-mc-form" label={label}>
      {children}
      <FormError message={failure} />
      {status && <p role="status">{status}</p>}
      <SubmitButton pending={formik.isSubmitting}>{submitLabel}</SubmitButton>
    </Form>
  );
}
