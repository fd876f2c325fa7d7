import { lazyFeature, useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavVendor } from './nav-vendor';

const loadPanel = () => import('./vendor-panel');

function PanelLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} size="sm" />;
}

/**
 * The open panel's content in a chunk of its own (the vendor tiles and their links): every page
 * shows the navigation, few open it, and its code was part of every first visit. The chunk is
 * asked for as soon as the pointer or the focus reaches an item, so it is usually there by the
 * click. The texts it shows are the navigation's own, already loaded.
 */
const VendorPanel = lazyFeature(
  () => loadPanel().then((module) => ({ default: module.VendorPanel })),
  <PanelLoading />,
  [],
);

function preloadPanel() {
  void loadPanel().catch(() => undefined);
}

export interface VendorDropdownProps {
  label: string;
  vendors: readonly NavVendor[];
  /** where "more" goes when there are more than 15 vendors */
  moreHref: string;
}

/** One navigation item: a button opening up to 15 vendor icons (Escape closes, focus returns). */
export function VendorDropdown({ label, vendors, moreHref }: VendorDropdownProps) {
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

  return (
    <li ref={rootRef} className="mq-nav__item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="mq-nav__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {label}
      </button>
      <div id={panelId} className="mq-nav__panel" hidden={!open}>
        {/* Rendered while open only: eight closed menus of up to 15 vendors each were most of the
            navigation's elements and work on every page, for lists nobody had opened. */}
        {open && (
          <VendorPanel label={label} vendors={vendors} moreHref={moreHref} onChoose={() => close(false)} />
        )}
      </div>
    </li>
  );
}
