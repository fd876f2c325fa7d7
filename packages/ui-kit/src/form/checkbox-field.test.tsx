import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is a labelled tick box that reports its new state', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="I am over 18" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('ties its error to the tick box', () => {
    render(<CheckboxField label="I accept the terms" checked={false} onChange={vi.fn()} error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required');
  });
});
