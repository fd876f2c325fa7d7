import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import type { FeatureTexts } from './feature-texts';
import { DEFAULT_FEATURE_TEXTS } from './shared-texts';
import { WithFeatureTexts } from './with-feature-texts';

/**
 * A component in a chunk of its own, loaded on first render together with the texts it shows
 * (`texts`: its packages' sets and i18n's `sharedTexts` / `errorTexts` as needed; i18n's shared and
 * error texts by default), and shown once all are in (`fallback` meanwhile). `load` is the usual
 * `lazy()` factory.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy(), so any component fits
export function lazyFeature<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
  texts: readonly FeatureTexts[] = DEFAULT_FEATURE_TEXTS,
): ComponentType<ComponentProps<T>> {
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at load time, as React.lazy's components are, never during a render
  return function LazyFeature(props: ComponentProps<T>) {
    return (
      <Suspense fallback={fallback}>
        <WithFeatureTexts texts={texts} fallback={fallback} preload={load}>
          {createElement(Lazy, props)}
        </WithFeatureTexts>
      </Suspense>
    );
  };
}
