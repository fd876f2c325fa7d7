import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipButtons } from './chip-buttons';

const sizes = ['S', 'M', 'L'] as const;

describe('ChipButtons', () => {
  it('says which toggle chip is on and hands the tapped one back', async () => {
    const onPick = vi.fn();
    render(
      <ChipButtons
        items={sizes}
        textOf={(size) => `Size ${size}`}
        pressed={(size) => size === 'M'}
        onPick={onPick}
        className="chip"
      />,
    );
    expect(screen.getByRole('button', { name: 'Size M', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size S', pressed: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Size L' }));
    expect(onPick).toHaveBeenCalledWith('L');
  });

  it('are plain actions without a state when nothing is pressed, and can all be disabled', () => {
    render(<ChipButtons items={sizes} textOf={(size) => size} onPick={() => {}} disabled className="chip" />);
    for (const chip of screen.getAllByRole('button')) {
      expect(chip).not.toHaveAttribute('aria-pressed');
      expect(chip).toBeDisabled();
    }
  });
});
