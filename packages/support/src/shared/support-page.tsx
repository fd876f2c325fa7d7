import { type ReactNode, useId } from 'react';

export interface SupportPageProps {
  /** the page's own class beside ui-kit's `mq-page-column`, for its own parts */
  className: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A support page: a region named by its h1, an optional introduction, then the page's content. */
export function SupportPage({ className, title, intro, children }: SupportPageProps) {
  const titleId = useId();
  return (
    <section className={`mq-page-column ${className}`} aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-support-page__title">
        {title}
      </h1>
      {intro && <p className="mq-support-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
