import type { FormikProps } from 'formik';

/** The visible error of a formik field: once it was touched (or a submit was tried). */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = (formik.touched as Record<string, unknown>)[name];
  const error = (formik.errors as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/** Yup's failures as formik errors, the first message per field. */
export function yupErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
    if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  return errors;
}
