import { useRef } from 'react';
import { AppErrorBoundary } from '../../app/app-error-boundary';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { useNearViewport } from '../../common/use-near-viewport';

const LineSpeeds = lazyChunk(() =>
  import('../../domain/line-speeds').then((m) => ({ default: m.LineSpeeds })),
);

/**
 * The brand's lines and their measured speeds, in a chunk of their own, measured only once the
 * footer scrolls near: a player reading the page top pays neither the code nor the requests.
 */
export function FooterLines() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px 0px');
  return (
    <div ref={ref} className="app-footer__lines">
      {near && (
        <AppErrorBoundary>
          <LineSpeeds />
        </AppErrorBoundary>
      )}
    </div>
  );
}
