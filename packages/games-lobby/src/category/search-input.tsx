import { useTranslation } from '@marquee/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';

export interface SearchInputProps {
  /** called with the trimmed text once typing paused */
  onSearch: (name: string) => void;
  initialValue?: string;
}

/** Search by game name: keeps exactly what was typed, reports it debounced. */
export function SearchInput({ onSearch, initialValue = '' }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => latest.current(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  return (
    <div className="mq-search-input">
      <label htmlFor={id}>{t('search_games')}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('game_name')}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}
