import { useTranslation } from '@marquee/i18n';
import { useHeaderNavStore } from './header-nav-store';

export function HeaderNavToggle({ controls }: { controls: string }) {
  const { t } = useTranslation();
  const visible = useHeaderNavStore((state) => state.visible);
  const toggle = useHeaderNavStore((state) => state.toggle);
  return (
    <button
      type="button"
      className="app-icon-button app-header__nav-toggle"
      aria-expanded={visible}
      aria-controls={controls}
      aria-label={t(visible ? 'hide_nav' : 'show_nav')}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={visible ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
