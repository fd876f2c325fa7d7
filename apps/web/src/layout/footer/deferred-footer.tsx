import { sharedTexts } from '@marquee/i18n';
import { useRef } from 'react';
import { AppErrorBoundary } from '../../app/app-error-boundary';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { useNearViewport } from '../../common/use-near-viewport';

/** Far enough ahead that the footer is usually in before it scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

// the footer's words (its links, logos' names, copyright) are i18n's shared texts, not core ones:
// home's first screen does not show them, so a visitor who never scrolls down does not fetch them
const Footer = lazyChunk(() => import('./footer').then((module) => ({ default: module.Footer })), null, [
  sharedTexts,
]);

export interface DeferredFooterProps {
  /** load it now, wherever it is (an address whose anchor may be in the footer) */
  immediate?: boolean;
}

/**
 * The footer (vendor slider, payment and partner logos, links) in a chunk of its own, fetched when
 * its place nears the viewport: a visitor who never scrolls down does not download it, and a
 * failed chunk stays inside its slot.
 */
export function DeferredFooter({ immediate = false }: DeferredFooterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, PRELOAD_MARGIN);
  return (
    <div ref={ref} className="app-footer-slot">
      {(near || immediate) && (
        <AppErrorBoundary>
          <Footer />
        </AppErrorBoundary>
      )}
    </div>
  );
}
