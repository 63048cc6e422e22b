// Indicator completion, shared by both campaign systems (product-rules R41).

/** The completion threshold in percent. */
const completionThreshold = 100;

/** Whether an indicator (or period) is concluded: 100 % or more. */
export function isConcluded(percentage: number | null | undefined): boolean {
  return typeof percentage === 'number' && Number.isFinite(percentage) && percentage >= completionThreshold;
}

/** The status banner of an indicator card. */
export function indicatorStatusText(percentage: number | null | undefined): 'Indicador Concluído!' | 'Em Andamento' {
  return isConcluded(percentage) ? 'Indicador Concluído!' : 'Em Andamento';
}
