import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The part of a formik form (`useFormik()`'s result) the helpers read, described by its shape so the
 * kit does not depend on formik.
 */
export interface FieldSource<V> {
  values: V;
  touched: object;
  errors: object;
  getFieldProps: (name: string) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<FieldElement>) => void;
    onBlur: (event: FocusEvent<FieldElement>) => void;
  };
}

/** The visible error of a field: once it was touched (or a submit was tried), not while first typing. */
export function fieldError<V>(form: FieldSource<V>, name: keyof V & string): string | undefined {
  const touched = (form.touched as Record<string, unknown>)[name];
  const error = (form.errors as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/** The input props (name, value, handlers) and the visible error of a field, to spread on a kit field. */
export function fieldProps<V>(form: FieldSource<V>, name: keyof V & string) {
  const { name: fieldName, value, onChange, onBlur } = form.getFieldProps(name);
  return { name: fieldName, value, onChange, onBlur, error: fieldError(form, name) };
}
