import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeField } from './code-field';

describe('CodeField', () => {
  it('is a one-time-code input with a send button that asks for a code', async () => {
    const onSend = vi.fn();
    render(<CodeField label="Verification code" sendLabel="Send code" onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('type', 'button');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is busy while the code is on its way', () => {
    render(<CodeField label="Code" sendLabel="Send code" sending onSend={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send).toBeDisabled();
  });

  it('shows the countdown and cannot resend until it ends', async () => {
    const onSend = vi.fn();
    render(<CodeField label="Code" sendLabel="Resend in 42 s" sendDisabled onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Resend in 42 s' });
    expect(send).toBeDisabled();
    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('takes a fuller name for the button and other input settings', () => {
    render(
      <CodeField
        label="Mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        sendLabel="Send code"
        sendAriaLabel="Send a code to the new number"
        error="Enter the mobile number"
        onSend={vi.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAccessibleDescription('Enter the mobile number');
    expect(screen.getByRole('button', { name: 'Send a code to the new number' })).toBeEnabled();
  });
});
