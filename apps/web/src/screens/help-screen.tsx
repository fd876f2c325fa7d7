import { HelpCentre } from '@marquee/support';
import { useParams } from 'react-router';
import { helpArticleHref, paths } from '../app/paths';
import { MAIN_CONTENT_ID } from '../layout/skip-link';

const MORE_HREF = { feedback: paths.feedback, join: paths.join };

/** /help and /help/:slug inside the layout. */
export function HelpScreen() {
  const { slug } = useParams();
  return (
    <HelpCentre
      slug={slug}
      homeHref={paths.help}
      articleHref={(article) => helpArticleHref(article)}
      moreHref={MORE_HREF}
    />
  );
}

/**
 * /helpmc and /helpmc/:slug: the same help centre without header, banner, side bar or footer, for
 * the apps' web views. It is its own page, so it brings its own main landmark.
 */
export function BareHelpScreen() {
  const { slug } = useParams();
  return (
    <main id={MAIN_CONTENT_ID} className="app-bare-page" tabIndex={-1}>
      <HelpCentre
        slug={slug}
        homeHref={paths.helpMc}
        articleHref={(article) => helpArticleHref(article, true)}
      />
    </main>
  );
}
