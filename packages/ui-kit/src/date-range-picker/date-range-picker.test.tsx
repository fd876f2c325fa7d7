import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_RANGE_LABELS } from '../test/date-range-labels';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn();
  render(
    <DateRangePicker
      value={{ from: '2026-03-01', to: '2026-03-01' }}
      onChange={onChange}
      today="2026-03-01"
      labels={DATE_RANGE_LABELS}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('DateRangePicker', () => {
  it('is a named group with labelled from and to dates', () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-01');
  });

  it('marks the preset the range equals as pressed', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('answers a preset chosen with the keyboard as its range', async () => {
    const { onChange, user } = renderPicker();
    screen.getByRole('button', { name: 'Previous 7 days' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('offers only the presets asked for', () => {
    renderPicker({ presets: ['today', 'yesterday'] });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Today', 'Yesterday']);
  });

  it('answers a typed day, keeping the other end', () => {
    const { onChange } = renderPicker();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-10', to: '2026-03-01' });
  });

  it('passes the bounds to both inputs', () => {
    renderPicker({ min: '2025-12-02', max: '2026-03-01' });
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '2025-12-02');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-03-01');
  });
});
