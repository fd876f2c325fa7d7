type CarouselEngineModule = typeof import('./carousel-engine');

let loaded: CarouselEngineModule | undefined;
let loading: Promise<CarouselEngineModule> | undefined;

/** The engine module if it has been loaded on this page, so a later carousel starts with it. */
export function loadedCarouselEngine(): CarouselEngineModule | undefined {
  return loaded;
}

/** Loads the engine chunk once per page; a failed load is forgotten, so the next call retries. */
export function loadCarouselEngine(): Promise<CarouselEngineModule> {
  loading ??= import('./carousel-engine').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
