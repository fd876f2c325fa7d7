import { type ReactNode, useId } from 'react';

export interface HomeSectionProps {
  /** the section's visible heading (an h2: home's h1 names the page) */
  title: string;
  /** a modifier of the section's class, for its own layout */
  name: string;
  children: ReactNode;
}

/** One block of the home page: a labelled region under its own heading. */
export function HomeSection({ title, name, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className={`mq-home-section mq-home-section--${name}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="mq-home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
