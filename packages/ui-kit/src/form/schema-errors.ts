/**
 * The part of a yup schema `schemaErrors` calls, described by its shape (as `FieldSource` describes
 * formik's) so the kit does not depend on yup.
 */
interface SyncSchema {
  validateSync: (values: unknown, options: { abortEarly: boolean }) => unknown;
}

/**
 * A schema's failures as a form's errors, the first message of each field, checked at once and all
 * fields together: a formik `validate` is `(values) => schemaErrors(schema, values)`.
 */
export function schemaErrors(schema: SyncSchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
