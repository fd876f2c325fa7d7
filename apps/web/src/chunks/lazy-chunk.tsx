import { type FeatureTexts, lazyFeature } from '@marquee/i18n';
import { type ComponentProps, type ComponentType, type ReactNode, useContext } from 'react';
import { ChunkAttemptContext } from './chunk-attempt';
import { withChunkTimeout } from './with-chunk-timeout';

/**
 * A component in a chunk of its own (with the texts it shows, `texts`, see lazyFeature) whose
 * import fails after the script load timeout, and which loads again when its error boundary retries.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy(), so any component fits
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
  texts?: readonly FeatureTexts[],
  timeoutMs?: number,
): ComponentType<ComponentProps<T>> {
  const byAttempt = new Map<number, ComponentType<ComponentProps<T>>>();
  function componentFor(attempt: number) {
    let component = byAttempt.get(attempt);
    if (!component) {
      // One import per attempt, shared by React's lazy and the preload beside the feature texts,
      // so a timeout is one rejection that the lazy component handles.
      const timed = withChunkTimeout(load, timeoutMs);
      let pending: Promise<{ default: T }> | undefined;
      component = lazyFeature(
        () => {
          pending ??= timed();
          return pending;
        },
        fallback,
        texts,
      );
      byAttempt.set(attempt, component);
    }
    return component;
  }
  return function LazyChunk(props: ComponentProps<T>) {
    const Component = componentFor(useContext(ChunkAttemptContext));
    return <Component {...props} />;
  };
}
