import { useSessionToken } from '@marquee/session';
import { VisuallyHidden } from '@marquee/ui-kit';
import { useBrand } from '../brand/brand-context';
import { DeferredSection } from '../home/deferred-section';
import { homeSections } from '../home/home-sections';
import { homeSectionOrder } from '../home/section-order';

/**
 * Home: the layout around it brings the header, the banner (the page's largest image, loaded
 * eagerly) and the footer; the page itself is the brand's sections, each loading with its own
 * chunk as it scrolls near. Visitors and members see the same page; a member's recent games and
 * favourites come first. The heading names the page for screen readers.
 */
export function HomePage() {
  const brand = useBrand();
  const signedIn = Boolean(useSessionToken());
  return (
    <div className="app-home">
      <h1>
        <VisuallyHidden>{brand.brandName}</VisuallyHidden>
      </h1>
      {homeSectionOrder(brand.homeSections, signedIn).map((id) => (
        <DeferredSection key={id} id={id} section={homeSections[id]} />
      ))}
    </div>
  );
}
