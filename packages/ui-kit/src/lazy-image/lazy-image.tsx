import { type ComponentProps, type CSSProperties, type SyntheticEvent, useCallback, useState } from 'react';
import { cx } from '../utils/cx';
import { rememberLoaded, wasLoaded } from './loaded-images';
import { observeNear, unobserveNear } from './preload-observer';
import { withRetryParam } from './with-retry-param';

/** Either intrinsic width and height or an aspect ratio, so the box is reserved before loading. */
type LazyImageSize =
  | { width: number; height: number; aspectRatio?: string }
  | { aspectRatio: string; width?: number; height?: number };

export type LazyImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'ref'
> &
  LazyImageSize & {
    src: string;
    /** Describe the image; pass "" only for purely decorative images. */
    alt: string;
    /** For the largest image above the fold: loads eagerly with high fetch priority. */
    priority?: boolean;
    /** Shown once all attempts of `src` failed. */
    fallbackSrc?: string;
  };

const MAX_IMAGE_ATTEMPTS = 3;

interface LoadState {
  src: string;
  attempt: number;
  phase: 'primary' | 'fallback' | 'failed';
  usesFallback: boolean;
}

const initialState = (src: string): LoadState => ({ src, attempt: 1, phase: 'primary', usesFallback: false });

export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  priority = false,
  fallbackSrc,
  className,
  style,
  onError,
  onLoad,
  ...rest
}: LazyImageProps) {
  const [state, setState] = useState(() => initialState(src));
  const current = state.src === src ? state : initialState(src);
  if (current !== state) setState(current);
  // within 1.3 × the viewport, or loaded lately: asked for now rather than when the browser decides
  const [near, setNear] = useState(false);
  const eager = priority || near || wasLoaded(src);
  const watch = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || eager) return;
      observeNear(element, () => setNear(true));
      return () => unobserveNear(element);
    },
    [eager],
  );

  function handleLoad(event: SyntheticEvent<HTMLImageElement, Event>) {
    rememberLoaded(src);
    onLoad?.(event);
  }

  // data: and blob: URLs cannot be cache-busted and would fail the same way again.
  const retryable = !/^(data|blob):/i.test(src);

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    setState((previous) => {
      if (previous.phase === 'primary' && retryable && previous.attempt < MAX_IMAGE_ATTEMPTS) {
        return { ...previous, attempt: previous.attempt + 1 };
      }
      if (previous.phase === 'primary' && fallbackSrc)
        return { ...previous, phase: 'fallback', usesFallback: true };
      return { ...previous, phase: 'failed' };
    });
    onError?.(event);
  }

  let shownSrc = current.attempt === 1 ? src : withRetryParam(src, current.attempt);
  if (current.usesFallback && fallbackSrc) shownSrc = fallbackSrc;

  const sizeStyle: CSSProperties | undefined = aspectRatio ? { aspectRatio, ...style } : style;

  return (
    <img
      {...rest}
      ref={watch}
      src={shownSrc}
      alt={alt}
      width={width}
      height={height}
      style={sizeStyle}
      loading={eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cx(
        'mq-lazy-image',
        aspectRatio && 'mq-lazy-image--ratio',
        current.phase === 'failed' && 'mq-lazy-image--failed',
        className,
      )}
      onError={handleError}
      onLoad={handleLoad}
    />
  );
}
