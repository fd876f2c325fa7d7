import type { HelpCenterArticle } from '@marquee/api-client';
import { htmlToText } from './html-to-text';

/**
 * Lower case without accents, so "rut tien" finds "rút tiền" and "Dang ky" finds "Đăng ký".
 * Vietnamese đ is a letter of its own, not d with a mark, so it is folded by hand.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

interface IndexedArticle {
  article: HelpCenterArticle;
  title: string;
  text: string;
}

export function indexArticles(articles: readonly HelpCenterArticle[]): IndexedArticle[] {
  return articles.map((article) => ({
    article,
    title: foldText(article.title),
    text: foldText(htmlToText(article.content)),
  }));
}

/**
 * The articles whose title or text holds every word of the query (Chinese and Thai, written
 * without spaces, match as one phrase); title matches first, each group in the centre's order.
 */
export function searchArticles(index: readonly IndexedArticle[], query: string): HelpCenterArticle[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = index.filter(({ title, text }) =>
    words.every((word) => title.includes(word) || text.includes(word)),
  );
  const inTitle = matches.filter(({ title }) => words.every((word) => title.includes(word)));
  const inTextOnly = matches.filter((match) => !inTitle.includes(match));
  return [...inTitle, ...inTextOnly].map(({ article }) => article);
}
