// 'Meus Débitos' (/debitos): 'Meu crédito' on top (R271), over every debt, then the skeleton at build time
// and until the debts arrive, then one card per debt, 20 at a time (R299), the empty text, or the red banner
// with a retry.
import { Suspense, useEffect } from 'react';
import { debtsPerStep } from '../../lib/domain/debts.ts';
import { debtsScreen, type DebtView } from '../../lib/screens/debts.ts';
import { startEarly, type ScreenState } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { DebtCard } from './DebtCard.tsx';
import '../../styles/debts.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';
import { useShownInSteps } from '../shared/use-shown-in-steps.ts';

startEarly(() => debtsScreen.start());

// 'Meu crédito' (R271) is fetched beside the debts' first read, off the page's first load.
const credit = lazyModule(() => import('./CreditSummary.tsx'));
void credit.load();
const CreditSummary = credit.component((module) => module.CreditSummary);

/**
 * 'Meu crédito' while its figures are on their way: the card keeps its size (no shift when they come). The
 * debts' skeleton already tells a screen reader the page is loading.
 */
function CreditPending() {
  return <div className="credit__figures" aria-hidden="true" />;
}

/** The card over the debts: the cart's credit warning links here (#meu-credito). */
function CreditCard({ debts }: { debts: DebtView[] | null | undefined }) {
  return (
    <section className="card credit" id="meu-credito" aria-labelledby="meu-credito-title">
      <h2 id="meu-credito-title" className="credit__title">
        Meu crédito
      </h2>
      {debts === undefined ? (
        <CreditPending />
      ) : (
        <Suspense fallback={<CreditPending />}>
          <CreditSummary debts={debts && debts.map((debt) => debt.amount)} />
        </Suspense>
      )}
    </section>
  );
}

function DebtsPage() {
  const screen = useScreenState(debtsScreen.$state);

  useEffect(() => {
    debtsScreen.start();
    return () => debtsScreen.exit();
  }, []);

  return (
    <>
      <CreditCard debts={screen.state === 'ready' ? screen.view : screen.state === 'error' ? null : undefined} />
      <DebtsList screen={screen} />
    </>
  );
}

function DebtsList({ screen }: { screen: ScreenState<DebtView[]> }) {
  switch (screen.state) {
    case 'loading':
    case 'not-found':
      return (
        <>
          {/* The first debt's codes, drawn before React arrives. */}
          <EarlyViewSlot />
          <Skeleton label="Carregando débitos" count={3} height={220} />
        </>
      );
    case 'error':
      // The spec's red banner: the service's details, or 'Erro ao buscar dados', under a title, as the orders'
      // error is drawn (product-rules R92).
      return <LoadError title="Não foi possível carregar os débitos" message={screen.message} onRetry={() => debtsScreen.retry()} />;
    case 'ready':
      if (screen.view.length === 0) return <p className="card debts-empty">Sem Débitos pendentes.</p>;
      return <DebtList debts={screen.view} />;
  }
}

/**
 * The debts, `debtsPerStep` at a time (product-rules R299): a big client's 300 debts are not drawn at once.
 * Each card draws its QR code as it nears the screen (DebtCard).
 */
function DebtList({ debts }: { debts: DebtView[] }) {
  const { shown, hasMore, more, focusKey } = useShownInSteps(debts, debtsPerStep, (debt) => debt.key);
  return (
    <>
      <ul className="debts" aria-label="Débitos">
        {shown.map((debt) => (
          <li key={debt.key}>
            <DebtCard debt={debt} focused={debt.key === focusKey} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className="button button--secondary debts__more" onClick={more}>
          Mostrar mais débitos
        </button>
      ) : null}
    </>
  );
}

export default island(DebtsPage);
