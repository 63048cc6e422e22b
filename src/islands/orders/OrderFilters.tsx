// The history's filters: period, type and status. Each change asks for the history again.
import { useStore } from '@nanostores/react';
import type { OrderDays, OrderTypeFilter } from '../../lib/api/orders.ts';
import { $orderFilters, $statusOptions, setOrderFilters } from '../../lib/stores/orders.ts';

const periods: readonly OrderDays[] = [7, 15, 30, 45];
const types: ReadonlyArray<[OrderTypeFilter, string]> = [
  ['todos', 'Todos'],
  ['bonificacao', 'Bonificação'],
  ['compra', 'Compra'],
];

function isPeriod(value: number): value is OrderDays {
  return (periods as readonly number[]).includes(value);
}

function isType(value: string): value is OrderTypeFilter {
  return types.some(([key]) => key === value);
}

/** Three selects in a labelled group. */
export function OrderFilters() {
  const filters = useStore($orderFilters);
  const statuses = useStore($statusOptions);
  return (
    <form className="order-filters card" aria-label="Filtros dos pedidos" onSubmit={(event) => event.preventDefault()}>
      <div className="order-filter">
        <label htmlFor="order-period">Período</label>
        <select
          id="order-period"
          value={filters.days}
          onChange={(event) => {
            const days = Number(event.currentTarget.value);
            if (isPeriod(days)) void setOrderFilters({ days });
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
          value={filters.type ?? 'todos'}
          onChange={(event) => {
            const type = event.currentTarget.value;
            if (isType(type)) void setOrderFilters({ type });
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
          onChange={(event) => void setOrderFilters({ status: event.currentTarget.value || undefined })}
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
