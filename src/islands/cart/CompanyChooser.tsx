// 'Choose another company' after a sent order: the user's other companies, each with a switch
// through the one shared action (DECISIONS 21); inactive ones show 'Não cadastrada' (DECISIONS 19).
import { useEffect } from 'react';
import { formatDocument } from '../../lib/domain/documents.ts';
import { loadCompanies, switchCompanyAndReload } from '../../lib/stores/companies.ts';
import { useCompanies } from '../companies/use-companies.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

export default function CompanyChooser() {
  const { companies, loading, error, switching, switchError, user } = useCompanies();
  useEffect(() => void loadCompanies(), []);

  const others = companies.filter((c) => c.clientCode !== user?.current_client.clientCode);
  if (error) return <LoadError message={error} onRetry={() => void loadCompanies(true)} />;
  if (loading && !others.length) return <Skeleton count={2} height={64} label="Carregando empresas" />;
  return (
    <>
      {switchError ? (
        <p className="gate gate--danger" role="alert">
          {switchError}
        </p>
      ) : null}
      <ul className="companies-list">
        {others.map((company) => (
          <li key={company.clientCode} className="companies-list__item">
            <div>
              <p className="companies-list__name">{company.name}</p>
              <p className="muted">
                {formatDocument(company.cnpj_cpf)} · {company.address.city}
              </p>
            </div>
            {company.situation === 'INATIVO' ? (
              <span className="muted">Não cadastrada</span>
            ) : (
              <button type="button" className="button" disabled={switching !== null} onClick={() => void switchCompanyAndReload(company.clientCode)}>
                {switching === company.clientCode ? 'Acessando…' : 'Acessar'}
                <span className="visually-hidden"> {company.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
