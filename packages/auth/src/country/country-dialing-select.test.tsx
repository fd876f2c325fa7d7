import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { countries } from '../test/fixtures';
import { COUNTRY_SELECT_HIDE_DELAY_MS, CountryDialingSelect } from './country-dialing-select';
import { countryFlag } from './country-flag';

function Harness() {
  const [value, setValue] = useState('84');
  return (
    <I18nProvider i18n={createTestI18n()}>
      <CountryDialingSelect label="Country code" countries={countries} value={value} onChange={setValue} />
      <button type="button">elsewhere</button>
    </I18nProvider>
  );
}

describe('countryFlag', () => {
  it('builds the regional-indicator flag from the country code', () => {
    expect(countryFlag('VN')).toBe('🇻🇳');
    expect(countryFlag('th')).toBe('🇹🇭');
    expect(countryFlag('XYZ')).toBe('');
  });
});

describe('CountryDialingSelect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the list on focus and hides it 200 ms after blur', () => {
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Country code' });
    expect(field).toHaveValue('🇻🇳 +84');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.focus(field);
    const list = screen.getByRole('listbox', { name: 'Country code' });
    expect(list).toHaveTextContent('🇹🇭 Thailand +66');
    expect(field).toHaveAttribute('aria-expanded', 'true');

    fireEvent.blur(field);
    act(() => vi.advanceTimersByTime(COUNTRY_SELECT_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks a country by click or by keyboard', () => {
    render(<Harness />);
    const field = screen.getByRole('combobox');
    fireEvent.focus(field);
    fireEvent.click(screen.getByRole('option', { name: /Philippines/ }));
    expect(field).toHaveValue('🇵🇭 +63');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveValue('🇹🇭 +66');
  });
});
