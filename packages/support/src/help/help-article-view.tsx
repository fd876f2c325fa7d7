import type { HelpCenterArticle } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { SafeHtml } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { HelpCategoryList } from './help-category-list';

export interface HelpArticleViewProps {
  /** undefined: the address names no article of the centre */
  article: HelpCenterArticle | undefined;
  articles: readonly HelpCenterArticle[];
  articleHref: (slug: string) => string;
  homeHref: string;
}

/** One article at its own address, the categories beside it. */
export function HelpArticleView({ article, articles, articleHref, homeHref }: HelpArticleViewProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Following a link to another article keeps the page: focus tells screen readers it changed.
  useEffect(() => {
    if (article) headingRef.current?.focus({ preventScroll: true });
  }, [article]);

  return (
    <div className="mq-help__layout">
      <article className="mq-help__article">
        {article ? (
          <>
            <p className="mq-help__result-category">{article.category}</p>
            <h2 ref={headingRef} tabIndex={-1} className="mq-help__article-title">
              {article.title}
            </h2>
            {/* Article HTML comes from the back office: only the ui-kit sanitiser may render it. */}
            <SafeHtml className="mq-help__article-body" html={article.content} />
          </>
        ) : (
          <p role="alert">{t('help_article_not_found')}</p>
        )}
        <Link to={homeHref} className="mq-button mq-button--secondary mq-button--sm">
          {t('help_back_to_centre')}
        </Link>
      </article>
      <nav className="mq-help__aside" aria-label={t('help_categories')}>
        <HelpCategoryList articles={articles} articleHref={articleHref} currentSlug={article?.slug} />
      </nav>
    </div>
  );
}
