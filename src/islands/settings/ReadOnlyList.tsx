// Read-only account facts as a description list (term above, value below; long e-mails wrap).
import type { ReactNode } from 'react';

/** What an empty fact shows. */
export const notGivenText = 'Não informado';

export function ReadOnlyList({ label, items }: { label: string; items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="settings-facts" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="settings-fact">
          <dt>{term}</dt>
          <dd>{value === '' ? <span className="muted">{notGivenText}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
