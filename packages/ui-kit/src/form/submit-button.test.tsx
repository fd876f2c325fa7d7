import { fireEvent, render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Login" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SubmitButton pending={false}>Log in</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while the form submits, so it cannot send twice', () => {
    render(<SubmitButton pending>Log in</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });
});
