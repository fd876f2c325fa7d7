import { render, screen } from '@testing-library/react';
import { type FieldSource, fieldError, fieldProps } from './field-props';
import { TextField } from './text-field';

interface Values {
  username: string;
  site: string;
}

/** A formik-shaped form state: what `useFormik()` hands the helpers. */
function source(touched: Partial<Record<keyof Values, boolean>>, errors: Partial<Values>) {
  const values: Values = { username: 'player01', site: '' };
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const form: FieldSource<Values> = {
    values,
    touched,
    errors,
    getFieldProps: (name) => ({ name, value: values[name as keyof Values], onChange, onBlur }),
  };
  return { form, onChange, onBlur };
}

describe('fieldProps', () => {
  it('binds name, value and handlers', () => {
    const { form, onChange, onBlur } = source({}, {});
    expect(fieldProps(form, 'username')).toEqual({
      name: 'username',
      value: 'player01',
      onChange,
      onBlur,
      error: undefined,
    });
  });

  it('hides an error until the field was touched (or a submit was tried)', () => {
    expect(fieldError(source({}, { site: 'Choose a site' }).form, 'site')).toBeUndefined();
    expect(fieldError(source({ site: true }, { site: 'Choose a site' }).form, 'site')).toBe('Choose a site');
    expect(fieldError(source({ site: true }, {}).form, 'site')).toBeUndefined();
  });

  it("finds a row's field of a list by its dotted name, as formik keeps it", () => {
    const form: FieldSource<Record<string, unknown>> = {
      values: {},
      touched: { rows: [undefined, { amount: true }] },
      errors: { rows: [{ amount: 'Too low' }, { amount: 'Too high' }] },
      getFieldProps: (name) => ({ name, value: '', onChange: vi.fn(), onBlur: vi.fn() }),
    };
    expect(fieldError(form, 'rows.1.amount')).toBe('Too high');
    expect(fieldError(form, 'rows.0.amount')).toBeUndefined();
    expect(fieldError(form, 'rows.2.amount')).toBeUndefined();
  });

  it('spreads onto a kit field, which then shows the error', () => {
    const { form } = source({ username: true }, { username: 'Taken' });
    render(<TextField label="Username" readOnly {...fieldProps(form, 'username')} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveValue('player01');
    expect(input).toHaveAccessibleDescription('Taken');
  });
});
