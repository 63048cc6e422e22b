// /empresas (ordering-and-account §2 Companies screen, Company switch): the user's companies with
// the switch through the one shared action (DECISIONS 21), the group inclusion requests and the
// modal that creates one. Renders skeletons at build time and until the session is read.
import { lazy, useEffect, useRef, useState } from 'react';
import { loadCompanies, switchCompanyAndReload } from '../../lib/stores/companies.ts';
import { useCompanies } from './use-companies.ts';
import { loadGroupRequests } from '../../lib/stores/group-requests.ts';
import { currentCartLineCount, switchCompanyEmptyingCart } from '../../lib/stores/company-switch-cart.ts';
import type { Company } from '../../lib/api/companies.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { GroupRequestList } from './GroupRequestList.tsx';
import '../../styles/companies.css';

// The request form loads off the first load (size budget), fetched once the page has its data.
const loadModal = () => import('./GroupRequestModal.tsx');
const LazyGroupRequestModal = lazy(() => loadModal().then((m) => ({ default: m.GroupRequestModal })));
const LazySwitchCartModal = lazy(() => import('./SwitchCartModal.tsx').then((m) => ({ default: m.SwitchCartModal })));

export default function CompaniesPage() {
  const { companies, loading, error, switching, switchError, user } = useCompanies();
  const [mounted, setMounted] = useState(false);
  // The inclusion modal stays mounted once opened (WhenOpened): what was typed survives closing.
  const [requestOpen, setRequestOpen] = useState(false);
  // The company waiting for 'Trocar de empresa' (the cart has lines).
  const [confirmFor, setConfirmFor] = useState<Company | null>(null);
  // A ref, not state: disabling the button would drop its focus, which the modal must give back.
  const checkingCart = useRef(false);

  useEffect(() => {
    setMounted(true);
    void Promise.all([loadCompanies(), loadGroupRequests()]).then(loadModal);
  }, []);

  const currentCode = user?.current_client.clientCode;

  const startSwitch = async (company: Company) => {
    if (checkingCart.current) return;
    checkingCart.current = true;
    const lines = await currentCartLineCount().catch(() => 0);
    checkingCart.current = false;
    if (lines === 0) {
      void switchCompanyAndReload(company.clientCode);
      return;
    }
    setConfirmFor(company);
  };
  const showGrid = mounted && companies.length > 0;

  return (
    <>
      {switchError ? (
        <p className="companies-alert" role="alert">
          {switchError}
        </p>
      ) : null}
      {error && !loading ? (
        <LoadError title="Não foi possível carregar as empresas" message={error} onRetry={() => void loadCompanies(true)} />
      ) : null}
      {showGrid ? (
        <ul className="company-grid" aria-label="Suas empresas">
          {companies.map((company) => (
            <li key={company.clientCode}>
              <CompanyCard
                company={company}
                current={company.clientCode === currentCode}
                busy={switching === company.clientCode}
                disabled={switching !== null}
                onSwitch={(chosen) => void startSwitch(chosen)}
              />
            </li>
          ))}
        </ul>
      ) : !mounted || loading || !error ? (
        <Skeleton count={3} height={180} label="Carregando empresas" className="company-grid" />
      ) : null}
      <section className="group-requests-section" aria-labelledby="group-requests-title">
        <div className="group-requests-section__head">
          <h2 id="group-requests-title">Solicitações de inclusão</h2>
          <button type="button" className="button" disabled={!mounted || !user} onClick={() => setRequestOpen(true)}>
            Solicitar inclusão de empresa
          </button>
        </div>
        <GroupRequestList mounted={mounted} />
      </section>
      <WhenOpened open={confirmFor !== null}>
        <LazySwitchCartModal
          companyName={confirmFor?.name ?? null}
          onCancel={() => setConfirmFor(null)}
          onConfirm={() => {
            const code = confirmFor?.clientCode;
            setConfirmFor(null);
            if (code) void switchCompanyEmptyingCart(code);
          }}
        />
      </WhenOpened>
      <WhenOpened open={requestOpen}>
        <LazyGroupRequestModal open={requestOpen} onClose={() => setRequestOpen(false)} lockedName={user?.group?.name ?? null} />
      </WhenOpened>
    </>
  );
}
