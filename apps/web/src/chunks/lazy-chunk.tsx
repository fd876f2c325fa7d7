import { type FeatureTexts, lazyFeature } from '@marquee/i18n';
import { type ComponentProps, type ComponentType, type ReactNode, useContext } from 'react';
import { ChunkAttemptContext } from './chunk-attempt';
import type { PackageStyles } from './package-styles';
import { withChunkTimeout } from './with-chunk-timeout';

export interface LazyChunkOptions {
  /**
   * The feature packages whose stylesheets the component needs (see package-styles), fetched
   * beside its code: it renders only once they apply, never unstyled.
   */
  styles?: readonly PackageStyles[];
  /** How long code and stylesheets may take together (the script load timeout by default). */
  timeoutMs?: number;
}

/**
 * A component in a chunk of its own (with the texts it shows, `texts`, see lazyFeature, and its
 * stylesheets, `styles`) whose import fails when code or stylesheets have not all arrived after the
 * script load timeout, and which loads again when its error boundary retries.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy(), so any component fits
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
  texts?: readonly FeatureTexts[],
  { styles = [], timeoutMs }: LazyChunkOptions = {},
): ComponentType<ComponentProps<T>> {
  // The stylesheets' loader is a chunk of its own, fetched beside the component's chunk, so the
  // entry carries neither it nor the stylesheets' addresses.
  const loadWithStyles = () =>
    Promise.all([
      load(),
      styles.length > 0 && import('./package-styles').then((chunk) => chunk.loadPackageStyles(styles)),
    ]).then(([module]) => module);
  const byAttempt = new Map<number, ComponentType<ComponentProps<T>>>();
  function componentFor(attempt: number) {
    let component = byAttempt.get(attempt);
    if (!component) {
      // One import per attempt, shared by React's lazy and the preload beside the feature texts,
      // so a timeout is one rejection that the lazy component handles.
      const timed = withChunkTimeout(loadWithStyles, timeoutMs);
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
