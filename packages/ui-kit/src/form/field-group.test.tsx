import { render, screen } from '@testing-library/react';
import { FieldGroup } from './field-group';

describe('FieldGroup', () => {
  it('is a group named by its legend, its error tied to it', () => {
    render(
      <FieldGroup label="Channels" error="Choose at least one">
        <label>
          <input type="checkbox" /> Social media
        </label>
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Channels' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose at least one');
    expect(screen.getByRole('checkbox', { name: 'Social media' })).toBeInTheDocument();
  });

  it('has no message while valid', () => {
    render(
      <FieldGroup label="Channels">
        <input type="checkbox" aria-label="Website" />
      </FieldGroup>,
    );
    expect(screen.getByRole('group', { name: 'Channels' })).not.toHaveAttribute('aria-invalid');
  });
});
