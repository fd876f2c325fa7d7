/** The help centre's categories, in the order the page shows them. */
const HELP_CATEGORIES = ['about', 'account', 'payments', 'app', 'policies'] as const;
type HelpCategory = (typeof HELP_CATEGORIES)[number];

/**
 * Every article's address and category, in display order. The footer's seven links open
 * about, contact, terms, responsible-gaming, privacy, affiliates and refund.
 */
export const HELP_ARTICLE_PLACES = [
  { slug: 'about', category: 'about' },
  { slug: 'contact', category: 'about' },
  { slug: 'affiliates', category: 'about' },
  { slug: 'register', category: 'account' },
  { slug: 'account-security', category: 'account' },
  { slug: 'deposit', category: 'payments' },
  { slug: 'withdraw', category: 'payments' },
  { slug: 'install-app', category: 'app' },
  { slug: 'terms', category: 'policies' },
  { slug: 'privacy', category: 'policies' },
  { slug: 'refund', category: 'policies' },
  { slug: 'responsible-gaming', category: 'policies' },
] as const satisfies ReadonlyArray<{ slug: string; category: HelpCategory }>;

type HelpArticleSlug = (typeof HELP_ARTICLE_PLACES)[number]['slug'];

/** One language's help centre: category names and each article's title and HTML. */
export interface HelpArticleTexts {
  categories: Record<HelpCategory, string>;
  articles: Record<HelpArticleSlug, { title: string; content: string }>;
}
