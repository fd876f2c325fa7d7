import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguageInfo } from './language-catalogue';
import type { LanguageCode } from './languages';
import { useLanguageSwitch } from './use-language-switch';

export interface LanguageSwitchProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick' | 'onChange' | 'children'> {
  /** Called with the new language after each switch. */
  onChange?: (code: LanguageCode) => void;
}

/** Shows the current language code; each press moves to the next supported language. */
export function LanguageSwitch({ onChange, ...buttonProps }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { current, next, cycle } = useLanguageSwitch({ onChange });
  const label = t('switch_language', {
    current: getLanguageInfo(current).nativeName,
    next: getLanguageInfo(next).nativeName,
  });

  return (
    // The visible code starts the accessible name so speech users can say what they see.
    <button {...buttonProps} type="button" title={label} onClick={cycle}>
      {current}
      <span className="mq-visually-hidden">, {label}</span>
    </button>
  );
}
