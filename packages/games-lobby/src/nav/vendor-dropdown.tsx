import { useTranslation } from '@marquee/i18n';
import { VisuallyHidden } from '@marquee/ui-kit';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VENDORS_PER_DROPDOWN } from '../config/constants';
import type { NavVendor } from './nav-vendor';
import { VendorTile } from './vendor-tile';

export interface VendorDropdownProps {
  label: string;
  vendors: readonly NavVendor[];
  /** where "more" goes when there are more than 15 vendors */
  moreHref: string;
}

/** One navigation item: a button opening up to 15 vendor icons (Escape closes, focus returns). */
export function VendorDropdown({ label, vendors, moreHref }: VendorDropdownProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  const shown = vendors.slice(0, VENDORS_PER_DROPDOWN);
  return (
    <li ref={rootRef} className="mq-nav__item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="mq-nav__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className="mq-nav__panel" hidden={!open}>
        {/* Rendered while open only: eight closed menus of up to 15 vendors each were most of the
            navigation's elements and work on every page, for lists nobody had opened. */}
        {open && (
          <>
            <ul className="mq-nav__vendors" aria-label={t('vendors_of', { category: label })}>
              {shown.map(({ card, category }) => (
                <li key={`${category}-${card.vassalage}`}>
                  <VendorTile
                    vendor={{ card, category }}
                    className="mq-nav__vendor"
                    onClick={() => close(false)}
                  >
                    {card.isHot === 1 && (
                      <span className="mq-badge mq-badge--hot">
                        <span aria-hidden="true">🔥</span>
                        <VisuallyHidden>{t('hot')}</VisuallyHidden>
                      </span>
                    )}
                  </VendorTile>
                </li>
              ))}
            </ul>
            {vendors.length > VENDORS_PER_DROPDOWN && (
              <Link className="mq-nav__more" to={moreHref} onClick={() => close(false)}>
                {t('more_vendors', { category: label })}
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
