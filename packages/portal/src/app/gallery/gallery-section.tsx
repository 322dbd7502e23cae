import type { ReactNode } from 'react';

/** One titled block of the gallery (an id for links and for screenshot clips). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="op-card op-gallery__section" aria-labelledby={`gallery-${id}`} data-testid={`gallery-${id}`}>
      <h2 id={`gallery-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
