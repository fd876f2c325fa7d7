import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from './form';
import { TextField } from './text-field';

describe('Form', () => {
  it('is a named form whose required field does not stop the submit with a browser bubble', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form label="Log in" onSubmit={onSubmit}>
        <TextField label="Username" required />
        <button type="submit">Send</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(form).toHaveClass('mq-form');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("adds the feature's own class beside the kit's", () => {
    render(<Form label="Deposit" className="mq-mc-form" />);
    expect(screen.getByRole('form', { name: 'Deposit' })).toHaveClass('mq-form', 'mq-mc-form');
  });
});
