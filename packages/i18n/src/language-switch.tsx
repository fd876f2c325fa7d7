import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from './languages';
import { translatedLanguageInfo } from './translated-language-info';
import { useLanguageSwitch } from './use-language-switch';

export interface LanguageSwitchProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick' | 'onChange' | 'children'> {
  /** Called with the new language after each switch. */
  onChange?: (code: LanguageCode) => void;
  /**
   * Called when the next language cannot be loaded (the page keeps its language). Defaults to
   * `console.error`.
   */
  onError?: (error: unknown) => void;
}

function reportError(error: unknown) {
  console.error('[@marquee/i18n] Could not switch language', error);
}

/** Shows the current language code; each press moves to the next supported language. */
export function LanguageSwitch({ onChange, onError = reportError, ...buttonProps }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { current, next, pending, cycle } = useLanguageSwitch({ onChange });
  const label = t('switch_language', {
    current: translatedLanguageInfo(current).nativeName,
    next: translatedLanguageInfo(next).nativeName,
  });

  return (
    // The visible code starts the accessible name so speech users can say what they see.
    <button
      {...buttonProps}
      type="button"
      title={label}
      aria-busy={pending !== null || undefined}
      onClick={() => cycle().catch(onError)}
    >
      {current}
      <span className="mq-visually-hidden">, {label}</span>
    </button>
  );
}
