import type { FormikProps } from 'formik';

/**
 * Input props and the visible error for a formik field. The error shows once the field was
 * touched (or a submit was tried), not while the player is still typing for the first time.
 */
export function fieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const touched = (formik.touched as Record<string, unknown>)[name];
  const error = (formik.errors as Record<string, unknown>)[name];
  return {
    ...formik.getFieldProps<string>(name),
    error: touched && typeof error === 'string' ? error : undefined,
  };
}
