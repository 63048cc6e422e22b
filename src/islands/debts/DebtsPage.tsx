// 'Meus Débitos' (/debitos): skeleton at build time and until the debts arrive, then one card per
// debt, the empty text, or the red banner with a retry (§8 Debts).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $debtViews, debts, loadDebts } from '../../lib/stores/debts.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { DebtCard } from './DebtCard.tsx';
import '../../styles/debts.css';

prefetchEarly(() => debts.prefetch());

export default function DebtsPage() {
  const list = useStore($debtViews);
  const loading = useStore(debts.$loading);
  const error = useStore(debts.$error);

  useEffect(() => {
    void loadDebts();
  }, []);

  if (error !== null && !loading) {
    return <LoadError title="Erro ao buscar dados" message={error} onRetry={() => void loadDebts()} />;
  }
  if (list === undefined || loading) return <Skeleton label="Carregando débitos" count={3} height={220} />;
  if (list.length === 0) return <p className="card debts-empty">Sem Débitos pendentes.</p>;
  return (
    <ul className="debts" aria-label="Débitos">
      {list.map((debt) => (
        <li key={debt.key}>
          <DebtCard debt={debt} />
        </li>
      ))}
    </ul>
  );
}
