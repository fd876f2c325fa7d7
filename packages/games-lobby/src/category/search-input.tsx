import { useTranslation } from '@marquee/i18n';
import { TextField } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';

export interface SearchInputProps {
  /** called with the trimmed text once typing paused */
  onSearch: (name: string) => void;
  initialValue?: string;
}

/** Search by game name: keeps exactly what was typed, reports it debounced. */
export function SearchInput({ onSearch, initialValue = '' }: SearchInputProps) {
  const { t } = useTranslation();
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
    <TextField
      label={t('search_games')}
      className="mq-search-input"
      type="search"
      value={value}
      placeholder={t('game_name')}
      autoComplete="off"
      onChange={(event) => setValue(event.target.value)}
    />
  );
}
