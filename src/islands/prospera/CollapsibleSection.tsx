// A collapsible card of the results screen ('Períodos acumulados', 'Histórico de Períodos'): its
// content is rendered, and its code loaded, only once it is opened.
import { Suspense, useState, type ReactNode } from 'react';

export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="card prospera-section" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="prospera-section__summary">
        <h2 className="prospera-section__title">{title}</h2>
      </summary>
      {opened && (
        <Suspense
          fallback={
            <div className="prospera-spinner" role="status" aria-busy="true">
              <span className="visually-hidden">Carregando</span>
            </div>
          }
        >
          {children}
        </Suspense>
      )}
    </details>
  );
}
