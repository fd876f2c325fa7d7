import { schemaErrors } from './schema-errors';

/** What yup's validateSync throws with `abortEarly: false`: every failure, in field order. */
const failing = {
  validateSync: () => {
    throw Object.assign(new Error('2 errors occurred'), {
      inner: [
        { path: 'name', message: 'Enter a name' },
        { path: 'name', message: 'At least 3 characters' },
        { path: 'email', message: 'Enter an email' },
      ],
    });
  },
};

describe('schemaErrors', () => {
  it('gives every failing field its first message, all fields at once', () => {
    expect(schemaErrors(failing, {})).toEqual({ name: 'Enter a name', email: 'Enter an email' });
  });

  it('is empty when the values pass', () => {
    expect(schemaErrors({ validateSync: (values) => values }, { name: 'Lucky' })).toEqual({});
  });
});
