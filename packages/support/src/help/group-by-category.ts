import type { HelpCenterArticle } from '@marquee/api-client';

export interface HelpCategory {
  categorySlug: string;
  category: string;
  items: HelpCenterArticle[];
}

/** The articles grouped by category, categories in the order their first article comes. */
export function groupByCategory(articles: readonly HelpCenterArticle[]): HelpCategory[] {
  const groups = new Map<string, HelpCategory>();
  for (const article of articles) {
    const group = groups.get(article.categorySlug);
    if (group) group.items.push(article);
    else
      groups.set(article.categorySlug, {
        categorySlug: article.categorySlug,
        category: article.category,
        items: [article],
      });
  }
  return [...groups.values()];
}
