import { Form, FormError, SubmitButton } from '@marquee/ui-kit';
import { createContext, type FormEvent, type ReactNode, useContext } from 'react';

export interface AuthFormProps {
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
  /** the form's accessible name, where the dialog or tab around it does not give one */
  label?: string | undefined;
  /** the failed submit's message */
  failure: string | null;
  /**
   * Clears the failed submit's message once it is stale: the player edits a field, asks for a new
   * captcha or submits again, so a new field error never shows beside the last try's message.
   */
  onDismissFailure: () => void;
  submitLabel: string;
  children: ReactNode;
}

// outside an AuthForm (the registration form keeps its own message) a new captcha clears nothing
const DismissFailureContext = createContext<() => void>(() => undefined);

/** What a control inside an auth form calls when it makes the last failure stale (a new captcha). */
export const useDismissFailure = () => useContext(DismissFailureContext);

/** An auth form: its fields, then the failed submit's message and the full-width submit button. */
export function AuthForm({ formik, label, failure, onDismissFailure, submitLabel, children }: AuthFormProps) {
  return (
    <Form
      onSubmit={(event) => {
        onDismissFailure();
        formik.handleSubmit(event);
      }}
      onInput={onDismissFailure}
      className="mq-auth-form"
      label={label}
    >
      <DismissFailureContext.Provider value={onDismissFailure}>{children}</DismissFailureContext.Provider>
      <FormError message={failure} />
      <SubmitButton fullWidth pending={formik.isSubmitting}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
