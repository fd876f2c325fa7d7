import { render, screen } from '@testing-library/react';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line input described by its hint and error', () => {
    render(<TextAreaField label="Message" hint="12 words of 10 to 500" error="Too long" maxLength={2000} />);
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('maxlength', '2000');
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toHaveAccessibleDescription('12 words of 10 to 500 Too long');
  });
});
