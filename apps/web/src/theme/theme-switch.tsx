import { useTranslation } from '@marquee/i18n';
import { useThemeStore } from './theme-store';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A toggle button: its name stays "Dark theme" and aria-pressed says whether it is on, which is
 * how screen readers expect toggles to behave; the tooltip says what a press will do.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggle = useThemeStore((state) => state.toggle);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-label={t('theme_dark')}
      aria-pressed={dark}
      title={t('switch_theme', { theme: t(dark ? 'theme_light' : 'theme_dark') })}
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
