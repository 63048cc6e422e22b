// The user's other companies under a sent order (product-rules R74), each a
// company card as on /empresas with its switch through the one shared action (product-rules R77);
// inactive ones show 'Não cadastrada' (product-rules R76). Nothing is shown when there is no other company.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { loadCompanies, switchCompanyAndReload } from '../../lib/stores/companies.ts';
import { $online } from '../../lib/stores/online.ts';
import { CompanyCard } from '../shared/CompanyCard.tsx';
import { useCompanies } from '../shared/use-companies.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { $clientCode } from '../../lib/stores/session.ts';
import '../../styles/companies.css';

export default function CompanyChooser() {
  const { companies, loading, error, switching, switchError } = useCompanies();
  const clientCode = useStore($clientCode);
  const online = useStore($online);
  useEffect(() => void loadCompanies(), []);

  const others = companies.filter((c) => c.clientCode !== clientCode);
  if (error) return <LoadError message={error} onRetry={() => void loadCompanies(true)} />;
  if (loading && !others.length) return <Skeleton count={2} height={64} label="Carregando empresas" />;
  if (!others.length) return null;
  return (
    <section className="send-companies" aria-labelledby="send-companies-title">
      <h3 id="send-companies-title" className="send-companies__title">
        Pedir para outra empresa
      </h3>
      {switchError ? (
        <p className="gate gate--danger" role="alert">
          {switchError}
        </p>
      ) : null}
      <ul className="company-grid send-companies__list">
        {others.map((company) => (
          <li key={company.clientCode}>
            <CompanyCard
              company={company}
              current={false}
              busy={switching === company.clientCode}
              disabled={switching !== null}
              onSwitch={(chosen) => void switchCompanyAndReload(chosen.clientCode)}
              headingLevel={3}
              offlineNote={online ? null : offlineText('acessar a empresa')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
