// The hidden bonus tab (/produtos/bonus): a test screen that only lists the raw bonus data for the
// current cart total.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatMoney, formatMoneyReais } from '../../lib/domain/format.ts';
import { bonus } from '../../lib/stores/catalogue.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import '../../styles/catalogue.css';

export default function BonusPage() {
  const [mounted, setMounted] = useState(false);
  const data = useStore(bonus.$data);
  const loading = useStore(bonus.$loading);
  const error = useStore(bonus.$error);
  const [totalCents, setTotalCents] = useState(0);
  // The cart (for its total) is read once the page is up, outside the first load.
  const loadWithCartTotal = () =>
    void import('../../lib/stores/cart.ts').then(({ $cartSummary }) => {
      const cents = $cartSummary.get().totalCents;
      setTotalCents(cents);
      return bonus.load(cents / 100);
    });

  useEffect(() => {
    if (!$storeAccess.get()) {
      window.location.replace('/campanhas');
      return;
    }
    setMounted(true);
    loadWithCartTotal();
  }, []);

  if (!mounted || loading) return <Skeleton count={3} height={48} label="Carregando bonificação" />;
  if (error) return <LoadError title="Não foi possível carregar a bonificação" message={error} onRetry={loadWithCartTotal} />;
  if (!data?.length) return <p className="empty card">Ops... Não encontramos nenhum produto.</p>;
  return (
    <div className="card bonus">
      <p className="muted">Total do carrinho: {formatMoney(totalCents)}</p>
      <table className="bonus__table">
        <caption className="visually-hidden">Produtos de bonificação</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Descrição</th>
            <th scope="col">Preço</th>
            <th scope="col">Máximo</th>
            <th scope="col">Verba</th>
          </tr>
        </thead>
        <tbody>
          {data.map((item) => (
            <tr key={item.sku}>
              <td>{item.sku}</td>
              <td>{item.descricao}</td>
              <td>{formatMoneyReais(item.preco)}</td>
              <td>{item.maximum ?? '—'}</td>
              <td>{item.budget ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
