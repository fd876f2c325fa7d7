import {
  Children,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../button/icon-button';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronIcon } from '../icons/chevron-icon';
import { cx } from '../utils/cx';
import type { EmblaCarouselType } from './carousel-engine';
import { loadCarouselEngine, loadedCarouselEngine } from './load-carousel-engine';

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Accessible name of the carousel region, e.g. "Promotions". */
  label: string;
  prevLabel: string;
  nextLabel: string;
  /** Names a slide and its dot button; `index` is 1-based, e.g. (2, 5) => "Slide 2 of 5". */
  slideLabel: (index: number, count: number) => string;
  /** Autoplay only runs with more than one slide and without reduced-motion preference. */
  autoplay?: boolean;
  autoplayDelay?: number;
  slidesPerView?: number;
  /** Space between slides in px. */
  gap?: number;
  loop?: boolean;
  /** Dot navigation; by default only for one slide per view. */
  showDots?: boolean;
  className?: string;
}

/** What makes a page's first use of a carousel load its engine (any carousel: one chunk). */
const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

interface NavState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

function readNav(api: EmblaCarouselType): NavState {
  return {
    selected: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

export function Carousel({
  children,
  label,
  prevLabel,
  nextLabel,
  slideLabel,
  autoplay = true,
  autoplayDelay = 5000,
  slidesPerView = 1,
  gap = 0,
  loop = false,
  showDots = slidesPerView === 1,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const shouldAutoplay = autoplay && count > 1 && !reducedMotion;

  const [engine, setEngine] = useState(loadedCarouselEngine);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // A control pressed, or an automatic slide due, before the engine arrived: done once it has.
  const pending = useRef<((embla: EmblaCarouselType) => void) | null>(null);

  const requestEngine = useCallback(() => {
    // A failed load leaves the first slide on screen; the next interaction tries again.
    loadCarouselEngine().then(setEngine, () => undefined);
  }, []);

  const [nav, setNav] = useState<NavState>({
    selected: 0,
    snapCount: count,
    canPrev: false,
    canNext: count > 1,
  });
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const scrollable = count > slidesPerView;

  // Until the engine is here the carousel is its first slide and its controls: the engine loads
  // on the page's first interaction, on a control, or when the first automatic slide is due.
  useEffect(() => {
    if (engine || !scrollable) return;
    const options = { passive: true, once: true, capture: true };
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, requestEngine, options);
    return () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, requestEngine, options);
    };
  }, [engine, scrollable, requestEngine]);

  useEffect(() => {
    if (engine || !shouldAutoplay || paused) return;
    const timer = window.setTimeout(() => {
      pending.current ??= (embla) => embla.scrollNext();
      requestEngine();
    }, autoplayDelay);
    return () => window.clearTimeout(timer);
  }, [engine, shouldAutoplay, paused, autoplayDelay, requestEngine]);

  useEffect(() => {
    if (!api) return;
    const update = () => setNav(readNav(api));
    const syncPlaying = () => setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    // The plugin emits these before flipping its own state, so isPlaying() would still be stale.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    update();
    syncPlaying();
    api.on('select', update).on('reInit', update).on('reInit', syncPlaying);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', update).off('reInit', update).off('reInit', syncPlaying);
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const apply = () => {
      const player = api.plugins().autoplay;
      // The plugin stays uninitialised when there is nothing to scroll (e.g. a hidden, zero-size
      // carousel), and calling play() then would throw.
      if (!player || api.scrollSnapList().length <= 1) return;
      if (paused) player.stop();
      else player.play();
    };
    // A drag restarts the plugin on release; keep it paused while the pointer is still over us.
    const keepPaused = () => {
      if (paused) api.plugins().autoplay?.stop();
    };
    apply();
    api.on('reInit', apply).on('pointerUp', keepPaused);
    return () => {
      api.off('reInit', apply).off('pointerUp', keepPaused);
    };
  }, [api, paused]);

  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
    api.plugins().autoplay?.reset();
  }, [api]);

  function go(action: (embla: EmblaCarouselType) => void) {
    if (!api) {
      pending.current = action;
      requestEngine();
      return;
    }
    action(api);
    api.plugins().autoplay?.reset();
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const style = {
    '--mq-carousel-per-view': slidesPerView,
    '--mq-carousel-gap': `${gap}px`,
  } as CSSProperties;
  // Before the engine, autoplay is as good as running: its first slide change is not announced.
  const autoRunning = api ? playing : shouldAutoplay && !paused;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('mq-carousel', className)}
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="mq-carousel__viewport" ref={setViewport}>
        {/* Announcing every automatic slide change would be noise; manual changes are announced. */}
        <div className="mq-carousel__container" aria-live={autoRunning ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // The APG carousel pattern names slides as groups; a fieldset is for form controls.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; Children.toArray keys the content
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, count)}
              className="mq-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {engine && viewport && scrollable && (
        <engine.CarouselEngine
          viewport={viewport}
          loop={loop}
          autoplayDelay={shouldAutoplay ? autoplayDelay : null}
          onApi={setApi}
        />
      )}
      {scrollable && (
        <div className="mq-carousel__controls">
          <IconButton
            label={prevLabel}
            variant="secondary"
            size="sm"
            className="mq-carousel__prev"
            disabled={!loop && !nav.canPrev}
            onClick={() => go((embla) => embla.scrollPrev(reducedMotion))}
          >
            <ChevronIcon direction="left" />
          </IconButton>
          {showDots && nav.snapCount > 1 && (
            <div className="mq-carousel__dots">
              {Array.from({ length: nav.snapCount }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                  key={index}
                  type="button"
                  className="mq-carousel__dot"
                  aria-label={slideLabel(index + 1, nav.snapCount)}
                  aria-current={index === nav.selected ? 'true' : undefined}
                  onClick={() => go((embla) => embla.scrollTo(index, reducedMotion))}
                />
              ))}
            </div>
          )}
          <IconButton
            label={nextLabel}
            variant="secondary"
            size="sm"
            className="mq-carousel__next"
            disabled={!loop && !nav.canNext}
            onClick={() => go((embla) => embla.scrollNext(reducedMotion))}
          >
            <ChevronIcon direction="right" />
          </IconButton>
        </div>
      )}
    </section>
  );
}
