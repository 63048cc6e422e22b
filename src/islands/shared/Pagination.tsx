// Page numbers with previous/next, gaps and the last page. The entries come from
// lib/domain/pagination.ts; this only draws them and reports the page asked for.
import type { PageEntry } from '../../lib/domain/pagination.ts';

interface PaginationProps {
  entries: PageEntry[];
  current: number;
  last: number;
  onPage: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
}

/** ‹ 1 … 4 5 6 … 20 › as buttons (the page changes in place). */
export function Pagination({ entries, current, last, onPage, label = 'Paginação' }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__button"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label="Página anterior"
      >
        ‹
      </button>
      {entries.map((entry, index) =>
        entry === 'ellipsis' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            ...
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className="pagination__button"
            aria-current={entry === current ? 'page' : undefined}
            aria-label={`Página ${entry}`}
            onClick={() => entry !== current && onPage(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__button"
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
        aria-label="Próxima página"
      >
        ›
      </button>
    </nav>
  );
}
