import type { ReactNode } from 'react';
import { FooterSection } from './footer-section';

/**
 * A small inline SVG logo with its name as text beside it. Inline rather than fetched: the footer
 * must not depend on external hosts, and the name stays readable and translatable.
 */
export function LogoBadge({ name, children }: { name: string; children: ReactNode }) {
  return (
    <span className="app-logo-badge">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {children}
      </svg>
      <span>{name}</span>
    </span>
  );
}

interface Logo {
  name: string;
  logo: ReactNode;
}

/** A footer section: a heading over a row of logo badges. */
export function LogoSection({ titleId, title, logos }: { titleId: string; title: string; logos: Logo[] }) {
  return (
    <FooterSection titleId={titleId} title={title} listClassName="app-footer__logos">
      {logos.map(({ name, logo }) => (
        <li key={name}>
          <LogoBadge name={name}>{logo}</LogoBadge>
        </li>
      ))}
    </FooterSection>
  );
}
