// The quantity-editing benchmark's figures (docs/performance.md, "Editing quantities"): what the page
// recorded → the report, and the cart's rules → the quantity each planned change must show. Pure, unit
// tested; bench/responsiveness.spec.ts drives the page.
import {
  checkQuantity,
  decreaseQuantity,
  increaseQuantity,
  parseQuantityInput,
  quantityCeiling,
  quantityFloor,
  type QuantityLimits,
} from '../src/lib/domain/cart-rules.ts';

/** The figures of one scenario (milliseconds, rounded). */
export interface ResponsivenessScenario {
  name: string;
  interactions: number;
  longestTaskMs: number;
  longTasks: number;
  worstInteractionMs: number;
  p98InteractionMs?: number;
}

/** What `npm run bench:cart` writes to reports/responsiveness.json. */
export interface ResponsivenessReport {
  generatedAt: string;
  commit: string;
  cpuThrottling: number;
  scenarios: ResponsivenessScenario[];
  goals: typeof responsivenessGoals;
}

export const responsivenessGoals = { longestTaskMs: 50, worstInteractionMs: 100 } as const;

/** One Event Timing entry, as recorded in the page. */
export interface EventSample {
  interactionId: number;
  duration: number;
}

/** What the page recorded while a scenario ran. */
export interface ScenarioSample {
  /** Durations of the `longtask` entries (each over 50 ms by definition). */
  longTasks: number[];
  /** Event Timing entries of at least 16 ms that belong to an interaction. */
  events: EventSample[];
  /** Interactions the browser counted meanwhile (performance.interactionCount), including those under 16 ms. */
  interactionCount?: number;
}

/** The duration of each interaction: the longest of its events (keydown/keyup, pointerup/click...). */
export function interactionDurations(events: readonly EventSample[]): number[] {
  const byId = new Map<number, number>();
  for (const { interactionId, duration } of events) {
    if (interactionId > 0) byId.set(interactionId, Math.max(byId.get(interactionId) ?? 0, duration));
  }
  return [...byId.values()];
}

/** Nearest-rank percentile (p in 0–100) of `values`; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

/**
 * The figures of one scenario. The 98th percentile needs at least 10 interactions to mean anything;
 * under 50 it is the worst one (nearest rank), as with INP.
 */
export function summariseScenario(name: string, sample: ScenarioSample): ResponsivenessScenario {
  const durations = interactionDurations(sample.events);
  const interactions = Math.max(durations.length, sample.interactionCount ?? 0);
  // Interactions under Event Timing's 16 ms threshold leave no entry: they rank as 0 ms.
  const all = [...durations, ...Array<number>(interactions - durations.length).fill(0)];
  const scenario: ResponsivenessScenario = {
    name,
    interactions,
    longestTaskMs: Math.round(Math.max(0, ...sample.longTasks)),
    longTasks: sample.longTasks.length,
    worstInteractionMs: Math.round(Math.max(0, ...all)),
  };
  if (interactions >= 10) scenario.p98InteractionMs = Math.round(percentile(all, 98));
  return scenario;
}

/** What a scenario misses of the goals (empty when it meets them). */
export function missedGoals(scenario: ResponsivenessScenario, goals = responsivenessGoals): string[] {
  const missed: string[] = [];
  if (scenario.longestTaskMs > goals.longestTaskMs) missed.push(`longest task > ${goals.longestTaskMs} ms`);
  if (scenario.worstInteractionMs > goals.worstInteractionMs) missed.push(`interaction > ${goals.worstInteractionMs} ms`);
  return missed;
}

/** The report as a short markdown table. */
export function responsivenessMarkdown(report: ResponsivenessReport): string {
  const { goals } = report;
  const rows = report.scenarios.map((s) => {
    const missed = missedGoals(s, goals);
    return `| ${s.name} | ${s.interactions} | ${s.longestTaskMs} | ${s.longTasks} | ${s.worstInteractionMs} | ${s.p98InteractionMs ?? '–'} | ${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`;
  });
  return [
    `Responsiveness at ${report.cpuThrottling}× CPU throttling, commit ${report.commit}: goals longest task ≤ ${goals.longestTaskMs} ms, interaction ≤ ${goals.worstInteractionMs} ms.`,
    '',
    '| scenario | interactions | longest task ms | long tasks | worst interaction ms | p98 ms | goal met? |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
}

// The plan of changes: what the user does and the quantity each change must show.

/** A tap on − or +, or a quantity typed into the box. */
export type QuantityChange = { kind: 'minus' } | { kind: 'plus' } | { kind: 'type'; value: number };

/**
 * The quantity after a change, by the cart's rules. Typing goes keystroke by keystroke, like the
 * box does. A plan that would be refused ('Quantidade indisponível') is a mistake in the plan.
 */
export function quantityAfter(current: number, change: QuantityChange, limits: QuantityLimits): number {
  if (change.kind === 'plus') return increaseQuantity(current, limits);
  if (change.kind === 'minus') return decreaseQuantity(current, limits);
  const digits = String(change.value);
  let shown = current;
  for (let i = 1; i <= digits.length; i += 1) {
    const wanted = parseQuantityInput(digits.slice(0, i));
    const check = checkQuantity(wanted, limits);
    if (check.kind === 'refused')
      throw new Error(`typing ${digits} is refused at ${wanted} (stock ${limits.stock}, maximum ${limits.maximum ?? 'none'})`);
    shown = check.kind === 'remove' ? 0 : wanted;
  }
  return shown;
}

/** A wanted quantity brought inside what a line accepts, and at least `above` over its minimum. */
export function within(value: number, limits: QuantityLimits, above = 0): number {
  return Math.max(quantityFloor(limits) + above, Math.min(value, quantityCeiling(limits)));
}
