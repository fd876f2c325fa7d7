import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';

/** A button whose action runs until "Done" is pressed, dropping the focus as a browser does. */
function Deposit() {
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button
        loading={pending}
        onClick={() => {
          setPending(true);
          // what Chromium does to the focus of a button it disables; jsdom keeps it
          (document.activeElement as HTMLElement | null)?.blur();
        }}
      >
        Deposit now
      </Button>
      <button type="button" tabIndex={-1} onClick={() => setPending(false)}>
        Done
      </button>
    </>
  );
}

describe('Button', () => {
  it('is a real button that defaults to type="button" and reacts to clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be a submit button', () => {
    render(<Button type="submit">Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('mq-button--danger', 'mq-button--lg');
  });

  it('is busy and disabled while loading, so it cannot be clicked twice', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has the focus back once its action settles, when it was pressed with the focus on it', async () => {
    const user = userEvent.setup();
    render(<Deposit />);
    const button = screen.getByRole('button', { name: 'Deposit now' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toBeDisabled();
    expect(document.body).toHaveFocus();
    screen.getByRole('button', { name: 'Done' }).click();
    expect(await screen.findByRole('button', { name: 'Deposit now' })).toBeEnabled();
    expect(button).toHaveFocus();
  });

  it('is not busy when not loading', () => {
    render(<Button>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });
});
