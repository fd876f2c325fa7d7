import type { Country } from '@marquee/api-client';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { countryFlag } from './country-flag';

/** the list stays long enough after blur for a click on an option to land */
export const COUNTRY_SELECT_HIDE_DELAY_MS = 200;

export interface CountryDialingSelectProps {
  countries: readonly Country[];
  /** the selected dialling code, digits without '+' */
  value: string;
  onChange: (countryDialingCode: string) => void;
  /** accessible name of the field and of its list */
  label: string;
  disabled?: boolean;
}

/**
 * The dialling-code picker of the login, registration and phone-reset forms: a combobox whose list
 * opens on focus and closes 200 ms after blur. Arrow keys move, Enter picks, Escape closes.
 */
export function CountryDialingSelect({
  countries,
  value,
  onChange,
  label,
  disabled,
}: CountryDialingSelectProps) {
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selected = countries.find((country) => country.countryDialingCode === value);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function show() {
    clearTimeout(hideTimer.current);
    const index = countries.findIndex((country) => country.countryDialingCode === value);
    setActive(Math.max(index, 0));
    setOpen(true);
  }

  function hideLater() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), COUNTRY_SELECT_HIDE_DELAY_MS);
  }

  function pick(country: Country) {
    onChange(country.countryDialingCode);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + countries.length) % Math.max(countries.length, 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = countries[active];
      if (country) pick(country);
    } else if (event.key === 'Escape' && open) {
      // Keeps an enclosing modal open: Escape here only closes the list.
      event.stopPropagation();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="mq-auth-country">
      <label htmlFor={inputId} className="mq-field__label">
        {label}
      </label>
      <input
        id={inputId}
        role="combobox"
        readOnly
        disabled={disabled}
        className="mq-field__input"
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-activedescendant={open && countries[active] ? optionId(active) : undefined}
        value={
          selected
            ? `${countryFlag(selected.countryCode)} +${selected.countryDialingCode}`
            : value
              ? `+${value}`
              : ''
        }
        onFocus={show}
        onClick={show}
        onBlur={hideLater}
        onKeyDown={handleKeyDown}
      />
      {open && (
        <div id={listId} role="listbox" aria-label={label} className="mq-auth-country__list">
          {countries.map((country, index) => (
            // Keyboard selection goes through the combobox (aria-activedescendant), so the options
            // only need the pointer; mousedown is cancelled to keep focus in the field.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox above
            <div
              key={country.countryCode}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={country.countryDialingCode === value}
              className={index === active ? 'mq-auth-country__option is-active' : 'mq-auth-country__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(country)}
            >
              <span aria-hidden="true">{countryFlag(country.countryCode)}</span> {country.name} +
              {country.countryDialingCode}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
