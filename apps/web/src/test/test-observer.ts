/**
 * An IntersectionObserver a test drives (install it with `vi.stubGlobal('IntersectionObserver',
 * TestObserver)`): `TestObserver.bringIntoView(element)` tells its observers it is in view.
 */
export class TestObserver {
  static all = new Set<TestObserver>();
  private readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.add(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    TestObserver.all.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Whether an observer watches the element: a component observes it once its effect has run. */
  static observes(element: Element): boolean {
    return [...TestObserver.all].some((observer) => observer.observed.has(element));
  }
  static bringIntoView(element: Element) {
    for (const observer of [...TestObserver.all]) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Makes TestObserver the IntersectionObserver of every test in the calling file. */
export function installTestObserver(): void {
  beforeEach(() => {
    TestObserver.all.clear();
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => vi.unstubAllGlobals());
}
