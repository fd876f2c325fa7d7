/** Yup's failures as formik errors, the first message per field. */
export function yupErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
    if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  return errors;
}
