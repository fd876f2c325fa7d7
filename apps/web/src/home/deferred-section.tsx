import { type ComponentType, useRef } from 'react';
import { AppErrorBoundary } from '../app/app-error-boundary';
import { useNearViewport } from '../common/use-near-viewport';

/** Far enough ahead that a section is usually in before it scrolls into view. */
const PRELOAD_MARGIN = '400px 0px';

export interface DeferredSectionProps {
  id: string;
  /** a lazy component: its chunk is requested only when the section nears the viewport */
  section: ComponentType;
}

/**
 * One home section: a placeholder holding its place until it nears the viewport, then the section
 * with its own chunk. A chunk that fails stays inside its slot (retry, refresh); the rest of home
 * goes on working.
 */
export function DeferredSection({ id, section: Section }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, PRELOAD_MARGIN);
  return (
    <div ref={ref} className="app-home__slot" data-section={id} data-loaded={near || undefined}>
      {near && (
        <AppErrorBoundary>
          <Section />
        </AppErrorBoundary>
      )}
    </div>
  );
}
