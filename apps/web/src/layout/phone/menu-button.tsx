import { authTexts } from '@marquee/auth';
import { errorTexts, sharedTexts, useTranslation } from '@marquee/i18n';
import { useState } from 'react';
import { lazyChunk } from '../../chunks/lazy-chunk';

// What the desktop header shows beside the logo, for a phone: fetched on the first press, with
// auth's styles (its sign-out button).
const MenuSheet = lazyChunk(
  () => import('./menu-sheet').then((module) => ({ default: module.MenuSheet })),
  null,
  [authTexts, sharedTexts, errorTexts],
  { styles: ['auth'] },
);

/** The phone header's menu button (its style sheet shows it below 768 px only). */
export function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so the sheet's chunk is fetched once and stays.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="app-icon-button app-header__menu-button"
        aria-label={t('open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded && <MenuSheet open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
