import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from './languages';
import { translatedLanguageInfo } from './translated-language-info';
import { useLanguageSwitch } from './use-language-switch';

export interface LanguageMenuProps {
  /** Classes for the menu's root, to place it; the parts are `mq-language-menu__*`. */
  className?: string;
  /** Called with the new language after each switch. */
  onChange?: (code: LanguageCode) => void;
  /**
   * Called when the chosen language cannot be loaded (the page keeps its language). Defaults to
   * `console.error`.
   */
  onError?: (error: unknown) => void;
}

function reportError(error: unknown) {
  console.error('[@marquee/i18n] Could not switch language', error);
}

/**
 * A menu button showing the current language's code; its menu lists every language the brand
 * offers by its own name, the current one checked. Choosing one loads its texts first (the button
 * is busy meanwhile) and the page changes once they are in. Keyboard as a menu button: Enter,
 * Space or the arrows open it on the current language, the arrows, Home and End move, Escape
 * closes it and gives focus back to the button; so does a choice.
 */
export function LanguageMenu({ className, onChange, onError = reportError }: LanguageMenuProps) {
  const { t } = useTranslation();
  const { current, supported, pending, select } = useLanguageSwitch({ onChange });
  const [focused, setFocused] = useState<number | null>(null);
  const open = focused !== null;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const label = t('language_menu', { current: translatedLanguageInfo(current).nativeName });

  useEffect(() => {
    if (focused !== null) items.current[focused]?.focus();
  }, [focused]);

  useEffect(() => {
    if (!open) return;
    // A press outside closes the menu; where buttons take no focus on a click (Safari), no blur would.
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocused(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openOnCurrent = () => setFocused(Math.max(0, supported.indexOf(current)));

  const close = () => {
    setFocused(null);
    button.current?.focus();
  };

  const choose = (code: LanguageCode) => {
    close();
    select(code).catch(onError);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOnCurrent();
  };

  const onItemKeyDown = (event: KeyboardEvent, index: number) => {
    const last = supported.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocused(target);
    } else if (event.key === 'Escape') {
      // Only the menu closes, not a dialog it sits in (the phone's menu sheet).
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setFocused(null);
    }
  };

  return (
    <div ref={root} className={className ? `mq-language-menu ${className}` : 'mq-language-menu'}>
      {/* The visible code starts the accessible name so speech users can say what they see. */}
      <button
        ref={button}
        type="button"
        className="mq-language-menu__button"
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-busy={pending !== null || undefined}
        onClick={() => (open ? setFocused(null) : openOnCurrent())}
        onKeyDown={onButtonKeyDown}
      >
        {current}
        <span className="mq-visually-hidden">, {label}</span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t('language')}
        className="mq-language-menu__list"
        hidden={!open}
      >
        {supported.map((code, index) => {
          const info = translatedLanguageInfo(code);
          return (
            <button
              key={code}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={code === current}
              aria-busy={pending === code || undefined}
              lang={info.htmlLang}
              tabIndex={-1}
              className="mq-language-menu__item"
              onClick={() => choose(code)}
              onKeyDown={(event) => onItemKeyDown(event, index)}
            >
              {info.nativeName}
            </button>
          );
        })}
      </div>
    </div>
  );
}
