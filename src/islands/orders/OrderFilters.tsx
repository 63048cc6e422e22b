// The history's filters: period, type and status. Each change asks for the history again.
import { useStore } from '@nanostores/react';
import { ordersScreen, type OrderPeriod, type OrderTypeChoice } from '../../lib/screens/orders.ts';

const periods: readonly OrderPeriod[] = [7, 15, 30, 45];
const types: ReadonlyArray<[OrderTypeChoice, string]> = [
  ['todos', 'Todos'],
  ['bonificacao', 'Bonificação'],
  ['compra', 'Compra'],
];

function isPeriod(value: number): value is OrderPeriod {
  return (periods as readonly number[]).includes(value);
}

function isType(value: string): value is OrderTypeChoice {
  return types.some(([key]) => key === value);
}

/** Three selects in a labelled group. */
export function OrderFilters() {
  const filters = useStore(ordersScreen.$filters, { ssr: 'initial' });
  const statuses = useStore(ordersScreen.$statusOptions, { ssr: 'initial' });
  return (
    <form className="order-filters card" aria-label="Filtros dos pedidos" onSubmit={(event) => event.preventDefault()}>
      <div className="order-filter">
        <label htmlFor="order-period">Período</label>
        <select
          id="order-period"
          value={filters.days}
          onChange={(event) => {
            const days = Number(event.currentTarget.value);
            if (isPeriod(days)) ordersScreen.changeFilters({ days });
          }}
        >
          {periods.map((days) => (
            <option key={days} value={days}>
              Últimos {days} dias
            </option>
          ))}
        </select>
      </div>
      <div className="order-filter">
        <label htmlFor="order-type">Tipo</label>
        <select
          id="order-type"
          value={filters.type}
          onChange={(event) => {
            const type = event.currentTarget.value;
            if (isType(type)) ordersScreen.changeFilters({ type });
          }}
        >
          {types.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filter">
        <label htmlFor="order-status">Status</label>
        <select
          id="order-status"
          value={filters.status ?? ''}
          onChange={(event) => ordersScreen.changeFilters({ status: event.currentTarget.value || undefined })}
        >
          <option value="">Todos</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
