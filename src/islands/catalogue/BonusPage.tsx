// The hidden bonus tab (/produtos/bonus): a test screen that only lists the bonus products for the
// current cart total.
import { useEffect } from 'react';
import { formatMoney } from '../../lib/domain/format.ts';
import { bonusScreen } from '../../lib/screens/bonus.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { $storeAccess, leavesOrderingPage } from '../../lib/stores/session.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import '../../styles/catalogue.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

if ($storeAccess.get()) startEarly(() => bonusScreen.start());

function BonusPage() {
  const screen = useScreenState(bonusScreen.$state);

  useEffect(() => {
    if (leavesOrderingPage((url) => window.location.replace(url))) return;
    bonusScreen.start();
    return () => bonusScreen.exit();
  }, []);

  switch (screen.state) {
    case 'loading':
    case 'not-found':
      return <Skeleton count={3} height={48} label="Carregando bonificação" />;
    case 'error':
      return <LoadError title="Não foi possível carregar a bonificação" message={screen.message} onRetry={() => bonusScreen.retry()} />;
    case 'ready':
      break;
  }
  const { totalCents, items } = screen.view;
  if (!items.length) return <p className="empty card">Ops... Não encontramos nenhum produto.</p>;
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
          {items.map((item) => (
            <tr key={item.sku}>
              <td>{item.sku}</td>
              <td>{item.name}</td>
              <td>{item.price}</td>
              <td>{item.maximum ?? '—'}</td>
              <td>{item.budget ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default island(BonusPage);
