import { render, screen } from '@testing-library/react';
import { Field } from './field';

describe('Field', () => {
  it('names its control by the label and leaves a valid control alone', () => {
    render(<Field label="Nickname">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveClass('mq-field__input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint and then its error, and marks it invalid', () => {
    render(
      <Field label="Nickname" hint="2 to 12 letters" error="Too short">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('2 to 12 letters Too short');
  });

  it('shows what sits beside and under the control', () => {
    render(
      <Field label="Screenshot" trailing={<button type="button">Pick</button>} below={<span>shot.png</span>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('button', { name: 'Pick' })).toBeInTheDocument();
    expect(screen.getByText('shot.png')).toBeInTheDocument();
  });
});
