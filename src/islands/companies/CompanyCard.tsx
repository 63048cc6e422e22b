// One company of the user on /empresas: its data and, when it can be switched to, the switch button
// (inactive companies read 'Não cadastrada' and offer no switch, DECISIONS 19; the current one is marked).
import type { Company } from '../../lib/api/companies.ts';
import { documentType, formatDocument } from '../../lib/domain/documents.ts';
import { formatDate } from '../../lib/domain/date-format.ts';

interface CompanyCardProps {
  company: Company;
  current: boolean;
  /** True while switching to this company. */
  busy: boolean;
  /** True while any switch is under way. */
  disabled: boolean;
  onSwitch: (company: Company) => void;
  /** The name's heading level: h2 on /empresas, h3 under the order-sent modal's title. */
  headingLevel?: 2 | 3;
}

export function CompanyCard({ company, current, busy, disabled, onSwitch, headingLevel = 2 }: CompanyCardProps) {
  const inactive = company.situation === 'INATIVO';
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={`company-card card${current ? ' company-card--current' : ''}`}>
      <Heading className="company-card__name">{company.name}</Heading>
      <dl className="company-card__facts">
        <div>
          <dt>{documentType(company.cnpj_cpf)}:</dt>
          <dd>{formatDocument(company.cnpj_cpf)}</dd>
        </div>
        <div>
          <dt>Código do cliente:</dt>
          <dd>{company.clientCode}</dd>
        </div>
        <div>
          <dt>Endereço:</dt>
          <dd>
            {company.address.neighborhood} · {company.address.city}
          </dd>
        </div>
        <div>
          <dt>Último pedido:</dt>
          <dd>{company.ultimoPedido ? formatDate(company.ultimoPedido) : 'Nenhum pedido'}</dd>
        </div>
      </dl>
      <div className="company-card__action">
        {current ? (
          <p className="company-badge company-badge--current">Empresa atual</p>
        ) : inactive ? (
          <p className="company-badge company-badge--inactive">Não cadastrada</p>
        ) : (
          <button type="button" className="button" disabled={disabled} onClick={() => onSwitch(company)}>
            {busy ? 'Acessando…' : 'Acessar empresa'}
            <span className="visually-hidden"> {company.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
