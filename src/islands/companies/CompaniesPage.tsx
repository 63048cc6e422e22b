// /empresas (product-rules R75, R77): the user's companies with
// the switch through the one shared action (product-rules R77), the group inclusion requests and the
// modal that creates one. Renders skeletons at build time and until the screen has started.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { companiesScreen } from '../../lib/screens/companies.ts';
import { $online } from '../../lib/stores/online.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { CompanyCard } from '../shared/CompanyCard.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { GroupRequestList } from './GroupRequestList.tsx';
import '../../styles/companies.css';
import { island } from '../shared/island.tsx';

// The request form loads off the first load (size budget), fetched once the page has its data.
const modal = lazyModule(() => import('./GroupRequestModal.tsx'));
const LazyGroupRequestModal = modal.component((m) => m.GroupRequestModal);

startEarly(() => companiesScreen.start());

function CompaniesPage() {
  const screen = useStore(companiesScreen.$state, { ssr: 'initial' });
  const online = useStore($online, { ssr: 'initial' });
  // The inclusion modal stays mounted once opened (WhenOpened): what was typed survives closing.
  const [requestOpen, setRequestOpen] = useState(false);

  useEffect(() => {
    companiesScreen.start();
    return () => companiesScreen.exit();
  }, []);

  // Null until the screen has started (the build's HTML, and hydration).
  const view = screen.state === 'ready' ? screen.view : null;
  const loaded = view !== null && !view.companies.loading && !view.requests.loading;
  useEffect(() => {
    if (loaded) void modal.load();
  }, [loaded]);

  const companies = view?.companies;
  const switchingTo = view?.switchingTo ?? null;
  const showGrid = companies !== undefined && companies.items.length > 0;

  return (
    <>
      {view?.switchError ? (
        <p className="companies-alert" role="alert">
          {view.switchError}
        </p>
      ) : null}
      {companies?.error && !companies.loading ? (
        <LoadError title="Não foi possível carregar as empresas" message={companies.error} onRetry={() => companiesScreen.retry()} />
      ) : null}
      {showGrid ? (
        <ul className="company-grid" aria-label="Suas empresas">
          {companies.items.map((company) => (
            <li key={company.clientCode}>
              <CompanyCard
                company={company}
                current={company.clientCode === view?.currentClientCode}
                busy={switchingTo === company.clientCode}
                disabled={switchingTo !== null}
                onSwitch={(chosen) => void companiesScreen.chooseCompany(chosen)}
                offlineNote={online ? null : offlineText('acessar a empresa')}
              />
            </li>
          ))}
        </ul>
      ) : !companies || companies.loading || !companies.error ? (
        <Skeleton count={3} height={180} label="Carregando empresas" className="company-grid" />
      ) : null}
      <section className="group-requests-section" aria-labelledby="group-requests-title">
        <div className="group-requests-section__head">
          <h2 id="group-requests-title">Solicitações de inclusão</h2>
          <button
            type="button"
            className="button"
            disabled={view === null || view.currentClientCode === null}
            onClick={() => setRequestOpen(true)}
          >
            Solicitar inclusão de empresa
          </button>
        </div>
        <GroupRequestList requests={view?.requests ?? null} />
      </section>
      <WhenOpened open={requestOpen}>
        <LazyGroupRequestModal
          open={requestOpen}
          onClose={() => setRequestOpen(false)}
          lockedName={view?.groupName ?? null}
          sending={view?.sendingRequest ?? false}
        />
      </WhenOpened>
    </>
  );
}

export default island(CompaniesPage);
