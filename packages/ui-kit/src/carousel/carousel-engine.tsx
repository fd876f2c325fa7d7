import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useMemo } from 'react';

export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** @public the props of CarouselEngine, loaded through a dynamic import */
export interface CarouselEngineProps {
  /** the carousel's viewport, already rendered with its slides */
  viewport: HTMLElement;
  loop: boolean;
  /** ms between automatic slides; null: no autoplay */
  autoplayDelay: number | null;
  onApi: (api: EmblaCarouselType) => void;
}

/**
 * embla and its autoplay plugin, attached to a carousel that is already on screen. It lives in a
 * chunk of its own, loaded on the first interaction with the page or when the first slide change
 * is due (see Carousel), so pages whose carousel nobody touches in their first seconds do not load
 * it with their first screen.
 * @public loaded through load-carousel-engine's dynamic import, which knip does not follow
 */
export function CarouselEngine({ viewport, loop, autoplayDelay, onApi }: CarouselEngineProps) {
  const options = useMemo(
    () => ({ loop, align: 'start' as const, containScroll: 'trimSnaps' as const }),
    [loop],
  );
  const plugins = useMemo(
    () =>
      autoplayDelay === null
        ? []
        : [
            // Hover and focus pausing is handled by the Carousel for the whole region, controls included.
            Autoplay({
              delay: autoplayDelay,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [autoplayDelay],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);
  useLayoutEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
