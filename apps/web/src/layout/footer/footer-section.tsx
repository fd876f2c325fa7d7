import type { ReactNode } from 'react';

/** A column of the footer: a heading over a list (`nav` where the list is the site's links). */
export function FooterSection({
  as: Column = 'section',
  titleId,
  title,
  listClassName,
  children,
}: {
  as?: 'section' | 'nav';
  titleId: string;
  title: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <Column className="app-footer__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-footer__title">
        {title}
      </h2>
      <ul className={`mq-stack-list ${listClassName}`}>{children}</ul>
    </Column>
  );
}
