import {
  type ComponentProps,
  type CSSProperties,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../utils/cx';
import { imageLoaded, watchImage } from './image-budget';
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

/** What a released image shows: a transparent pixel over the reserved box's background. */
const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** `lazy` until the image is first near the viewport; `released` while the budget dropped it. */
type Distance = 'lazy' | 'near' | 'released';

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
  const element = useRef<HTMLImageElement>(null);
  const [distance, setDistance] = useState<Distance>('lazy');
  const [state, setState] = useState(() => initialState(src));
  const current = state.src === src ? state : initialState(src);
  if (current !== state) setState(current);

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

  useEffect(() => {
    if (priority || !element.current) return;
    return watchImage(element.current, setDistance);
  }, [priority]);

  function handleLoad(event: SyntheticEvent<HTMLImageElement, Event>) {
    if (distance !== 'released') imageLoaded(event.currentTarget);
    onLoad?.(event);
  }

  let shownSrc = current.attempt === 1 ? src : withRetryParam(src, current.attempt);
  if (current.usesFallback && fallbackSrc) shownSrc = fallbackSrc;
  if (distance === 'released') shownSrc = PLACEHOLDER_SRC;

  const sizeStyle: CSSProperties | undefined = aspectRatio ? { aspectRatio, ...style } : style;

  return (
    <img
      {...rest}
      ref={element}
      src={shownSrc}
      alt={alt}
      width={width}
      height={height}
      style={sizeStyle}
      loading={priority || distance === 'near' ? 'eager' : 'lazy'}
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
