import { getLanguageInfo, useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { TextField } from '@marquee/ui-kit';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useHelpArticlesQuery } from '../queries/help-articles-query';
import { useSupportLanguage } from '../queries/use-support-language';
import { SupportPage } from '../shared/support-page';
import { HelpArticleView } from './help-article-view';
import { HelpCategoryList } from './help-category-list';
import { HelpLanguageSelect } from './help-language-select';
import { useHelpLanguageStore } from './help-language-store';
import { HelpSearchResults } from './help-search-results';
import { indexArticles, searchArticles } from './search-articles';

export interface HelpCentreProps {
  /** the article the address names; none shows every category */
  slug?: string;
  /** the address of an article (the shell owns the routes) */
  articleHref: (slug: string) => string;
  /** the address of the help centre's front page */
  homeHref: string;
  /** the feedback and affiliate pages, linked under the articles (not on the apps' bare page) */
  moreHref?: { feedback: string; join: string } | undefined;
}

/** /help and /helpmc: categories and articles of system/helpCenter, with a search over them. */
export function HelpCentre({ slug, articleHref, homeHref, moreHref }: HelpCentreProps) {
  const { t } = useTranslation();
  const pageLanguage = useSupportLanguage();
  const chosenLanguage = useHelpLanguageStore((state) => state.chosen);
  const chooseLanguage = useHelpLanguageStore((state) => state.choose);
  const query = useHelpArticlesQuery(chosenLanguage ?? pageLanguage);
  const articles = query.data?.articles;
  // A search belongs to the page it was typed on: following a result shows the article.
  const [typed, setTyped] = useState({ slug, text: '' });
  const search = typed.slug === slug ? typed.text : '';
  const deferredSearch = useDeferredValue(search);
  const index = useMemo(() => indexArticles(articles ?? []), [articles]);
  const results = useMemo(() => searchArticles(index, deferredSearch), [index, deferredSearch]);
  const article = slug ? articles?.find((candidate) => candidate.slug === slug) : undefined;

  return (
    <SupportPage className="mq-help" title={t('help_centre')}>
      <div className="mq-help__tools">
        <TextField
          label={t('help_search_label')}
          className="mq-help__field--grow"
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('help_search_placeholder')}
          onChange={(event) => setTyped({ slug, text: event.target.value })}
        />
        {query.data && (
          <HelpLanguageSelect
            languages={query.data.languages}
            value={query.data.language}
            onChange={chooseLanguage}
          />
        )}
      </div>
      <QueryState query={query} />
      {query.data && (
        // The articles may be in another language than the page: screen readers read them in theirs.
        <div lang={getLanguageInfo(query.data.language).htmlLang}>
          {search.trim() ? (
            <HelpSearchResults query={deferredSearch} results={results} articleHref={articleHref} />
          ) : slug ? (
            <HelpArticleView
              article={article}
              articles={query.data.articles}
              articleHref={articleHref}
              homeHref={homeHref}
            />
          ) : (
            <HelpCategoryList articles={query.data.articles} articleHref={articleHref} />
          )}
        </div>
      )}
      {moreHref && (
        <nav className="mq-help__more" aria-labelledby="help-more-title">
          <h2 id="help-more-title">{t('help_more_title')}</h2>
          <ul>
            <li>
              <Link to={moreHref.feedback}>{t('help_send_feedback')}</Link>
            </li>
            <li>
              <Link to={moreHref.join}>{t('join_title')}</Link>
            </li>
          </ul>
        </nav>
      )}
    </SupportPage>
  );
}
