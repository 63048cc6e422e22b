// One company of the user on /empresas: its data and, when it can be switched to, the switch button
// (inactive companies read 'Não cadastrada' and offer no switch, product-rules R76; the current one is marked).
// Offline the switch is off, and the line under it says why before the tap (product-rules R170).
import { useId } from 'react';
import type { CompanyView } from '../../lib/stores/companies.ts';

interface CompanyCardProps {
  company: CompanyView;
  current: boolean;
  /** True while switching to this company. */
  busy: boolean;
  /** True while any switch is under way. */
  disabled: boolean;
  onSwitch: (company: CompanyView) => void;
  /** The name's heading level: h2 on /empresas, h3 under the order-sent modal's title. */
  headingLevel?: 2 | 3;
  /** While offline, why the switch is off (`lib/domain/offline-texts.ts`); null online. */
  offlineNote: string | null;
}

export function CompanyCard({ company, current, busy, disabled, onSwitch, headingLevel = 2, offlineNote }: CompanyCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const noteId = useId();
  return (
    <article className={`company-card card${current ? ' company-card--current' : ''}`}>
      <Heading className="company-card__name">{company.name}</Heading>
      <dl className="company-card__facts">
        <div>
          <dt>{company.documentType}:</dt>
          <dd>{company.document}</dd>
        </div>
        <div>
          <dt>Código do cliente:</dt>
          <dd>{company.clientCode}</dd>
        </div>
        <div>
          <dt>Endereço:</dt>
          <dd>
            {company.neighborhood} · {company.city}
          </dd>
        </div>
        <div>
          <dt>Último pedido:</dt>
          <dd>{company.lastOrder ?? 'Nenhum pedido'}</dd>
        </div>
      </dl>
      <div className="company-card__action">
        {current ? (
          <p className="company-badge company-badge--current">Empresa atual</p>
        ) : company.inactive ? (
          <p className="company-badge company-badge--inactive">Não cadastrada</p>
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={disabled || offlineNote !== null}
              aria-describedby={offlineNote ? noteId : undefined}
              onClick={() => onSwitch(company)}
            >
              {busy ? 'Acessando...' : 'Acessar empresa'}
              <span className="visually-hidden"> {company.name}</span>
            </button>
            <p id={noteId} className="offline-note" role="status">
              {offlineNote}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
