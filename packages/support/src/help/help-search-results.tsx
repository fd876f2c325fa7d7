import type { HelpCenterArticle } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';

export interface HelpSearchResultsProps {
  query: string;
  results: readonly HelpCenterArticle[];
  articleHref: (slug: string) => string;
}

export function HelpSearchResults({ query, results, articleHref }: HelpSearchResultsProps) {
  const { t } = useTranslation();
  return (
    <section className="mq-help__results" aria-labelledby="help-results-title">
      <h2 id="help-results-title" className="mq-help__category-title">
        {t('help_search_results', { query: query.trim() })}
      </h2>
      {/* Announced as the player types: how many articles the words found. */}
      <p role="status" className="mq-help__count">
        {results.length === 0 ? t('help_no_results') : t('help_results_count', { count: results.length })}
      </p>
      {results.length > 0 && (
        <ul className="mq-help__links mq-stack-list">
          {results.map((article) => (
            <li key={article.slug}>
              <Link to={articleHref(article.slug)}>{article.title}</Link>
              <span className="mq-help__result-category">{article.category}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
