import { type ComponentProps, useMemo } from 'react';
import { cx } from '../utils/cx';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML (announcements, game rules, promotions); it is sanitised before rendering. */
  html: string;
}

/** The only place in Marquee that renders raw HTML. */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={cx('mq-safe-html', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}
