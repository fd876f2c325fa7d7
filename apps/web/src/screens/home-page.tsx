import { DEFAULT_HOME_SECTIONS } from '@marquee/api-client';
import { useSessionToken } from '@marquee/session';
import { useBrand } from '../brand/brand-context';
import { DeferredSection } from '../home/deferred-section';
import { homeSections } from '../home/home-sections';
import { homeSectionOrder } from '../home/section-order';
import { usePermissionQuery } from '../system/permission-query';

/**
 * Home: the layout around it brings the header, the banner (the page's largest image, loaded
 * eagerly) and the footer; the page itself is the brand's sections, in the order and presence the
 * platform's whitelabel answer gives, each loading with its own chunk as it scrolls near. Until
 * that answer arrives no section is placed (none is fetched that the brand left out); without it
 * (a failed call, an older platform) home keeps today's sections. Visitors and members see the
 * same page; a member's recent games and favourites come first. The heading names the page for
 * screen readers.
 */
export function HomePage() {
  const brand = useBrand();
  const signedIn = Boolean(useSessionToken());
  const permission = usePermissionQuery();
  const configured = permission.isPending
    ? []
    : (permission.data?.homeSections ?? DEFAULT_HOME_SECTIONS).filter((id) => id in homeSections);
  return (
    <div className="app-home">
      {/* hidden itself, not only its text: an empty heading box would push the sections down */}
      <h1 className="mq-visually-hidden">{brand.brandName}</h1>
      {permission.isPending && <div className="app-home__pending app-home__pending--sections" />}
      {homeSectionOrder(configured, signedIn).map((id) => (
        <DeferredSection key={id} id={id} section={homeSections[id]} />
      ))}
    </div>
  );
}
