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

/** What formik keeps under a field's name; a dotted name (`rows.0.amount`) walks its nested objects and lists. */
function at(state: object, name: string): unknown {
  if (name in state) return (state as Record<string, unknown>)[name];
  return name
    .split('.')
    .reduce<unknown>(
      (inside, part) =>
        inside !== null && typeof inside === 'object' ? (inside as Record<string, unknown>)[part] : undefined,
      state,
    );
}

/**
 * The visible error of a field: once it was touched (or a submit was tried), not while first typing.
 * A field of a list of rows goes by its dotted name, as formik names it.
 */
export function fieldError<V>(form: FieldSource<V>, name: keyof V & string): string | undefined {
  const touched = at(form.touched, name);
  const error = at(form.errors, name);
  return touched && typeof error === 'string' ? error : undefined;
}

/** The input props (name, value, handlers) and the visible error of a field, to spread on a kit field. */
export function fieldProps<V>(form: FieldSource<V>, name: keyof V & string) {
  const { name: fieldName, value, onChange, onBlur } = form.getFieldProps(name);
  return { name: fieldName, value, onChange, onBlur, error: fieldError(form, name) };
}
