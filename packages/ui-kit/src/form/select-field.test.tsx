import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
];

describe('SelectField', () => {
  it('is a labelled select of its options, the placeholder first with the empty value', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Type" placeholder="Choose a type" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a type',
      'Deposit',
      'Withdrawal',
    ]);
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Withdrawal');
    expect(select).toHaveValue('withdrawal');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties its error to the select', () => {
    render(<SelectField label="Type" options={OPTIONS} error="Choose a type" />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a type');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it("marks an option's language, so a screen reader reads a language's own name in it", () => {
    render(
      <SelectField
        label="Language"
        options={[
          { value: 'EN', label: 'English', lang: 'en' },
          { value: 'VI', label: 'Tiếng Việt', lang: 'vi' },
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
