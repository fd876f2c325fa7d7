/** The message of a failed submit; role=alert so screen readers hear it without moving focus. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mq-form__error">
      {message}
    </p>
  );
}
