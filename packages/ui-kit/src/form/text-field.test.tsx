import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a labelled input that passes its props on', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" autoComplete="username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ties its error to the input', () => {
    render(<TextField label="Username" error="Enter your username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your username');
  });

  it('keeps the class of its wrapper next to the kit one', () => {
    const { container } = render(<TextField label="Username" className="mq-login-name" />);
    expect(container.firstChild).toHaveClass('mq-field', 'mq-login-name');
  });
});
