import { VisuallyHidden } from '@marquee/ui-kit';
import { useBrand } from '../brand/brand-context';

/**
 * Home is the layout itself (header, banner, side bar, footer); the game lobby mounts its
 * sections here once it ships. The heading names the page for screen readers.
 */
export function HomePage() {
  const brand = useBrand();
  return (
    <div className="app-home">
      <h1>
        <VisuallyHidden>{brand.brandName}</VisuallyHidden>
      </h1>
    </div>
  );
}
