// 'Meus Débitos' (/debitos): skeleton at build time and until the debts arrive, then one card per
// debt, the empty text, or the red banner with a retry.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { debtsScreen } from '../../lib/screens/debts.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { DebtCard } from './DebtCard.tsx';
import '../../styles/debts.css';
import { island } from '../shared/island.tsx';

startEarly(() => debtsScreen.start());

function DebtsPage() {
  const screen = useStore(debtsScreen.$state, { ssr: 'initial' });

  useEffect(() => {
    debtsScreen.start();
    return () => debtsScreen.exit();
  }, []);

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
      // The spec's red banner: the service's details, or 'Erro ao buscar dados' (product-rules R92).
      return <LoadError title={screen.message} onRetry={() => debtsScreen.retry()} />;
    case 'ready':
      if (screen.view.length === 0) return <p className="card debts-empty">Sem Débitos pendentes.</p>;
      return (
        <ul className="debts" aria-label="Débitos">
          {screen.view.map((debt) => (
            <li key={debt.key}>
              <DebtCard debt={debt} />
            </li>
          ))}
        </ul>
      );
  }
}

export default island(DebtsPage);
