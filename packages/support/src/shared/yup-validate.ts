import type { Schema } from 'yup';

/** Yup's failures as formik errors, the first message per field. */
function yupErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
    if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  return errors;
}

/**
 * A formik `validate` that checks every field against `schema` at once and at the moment it is
 * called (formik's `validationSchema` runs later, asynchronously).
 */
export function yupValidate(schema: Schema) {
  return (values: unknown): Record<string, string> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      return yupErrors(error);
    }
  };
}
