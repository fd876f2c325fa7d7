import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioChoices } from './radio-choices';

const DIRECTIONS = [
  { value: 'IN', label: 'Into the game wallet' },
  { value: 'OUT', label: 'Back to the main wallet' },
] as const;

describe('RadioChoices', () => {
  it('is a named group of radios, the current value checked, handing back the one chosen', async () => {
    const onChange = vi.fn();
    render(
      <RadioChoices
        legend="Direction"
        name="direction"
        choices={DIRECTIONS}
        value="IN"
        onChange={onChange}
        className="choices"
        choiceClassName="choice"
      />,
    );
    const group = screen.getByRole('group', { name: 'Direction' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Into the game wallet' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Back to the main wallet' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Back to the main wallet' }));
    expect(onChange).toHaveBeenCalledWith('OUT');
  });
});
