import type { HelpCenterArticle } from '@marquee/api-client';
import { Link } from 'react-router';
import { groupByCategory } from './group-by-category';

export interface HelpCategoryListProps {
  articles: readonly HelpCenterArticle[];
  articleHref: (slug: string) => string;
  /** the article shown beside the list, marked as the current page */
  currentSlug?: string;
}

/** Every category with its articles' links, in the centre's order. */
export function HelpCategoryList({ articles, articleHref, currentSlug }: HelpCategoryListProps) {
  return (
    <div className="mq-help__categories">
      {groupByCategory(articles).map(({ categorySlug, category, items }) => (
        <section
          key={categorySlug}
          id={`help-${categorySlug}`}
          className="mq-help__category"
          aria-labelledby={`help-${categorySlug}-title`}
        >
          <h2 id={`help-${categorySlug}-title`} className="mq-help__category-title">
            {category}
          </h2>
          <ul className="mq-help__links mq-stack-list">
            {items.map((article) => (
              <li key={article.slug}>
                <Link
                  to={articleHref(article.slug)}
                  aria-current={article.slug === currentSlug ? 'page' : undefined}
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
