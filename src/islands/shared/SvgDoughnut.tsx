// A doughnut of done against remaining (green/grey) drawn as two SVG circles: no chart library,
// nothing to download, no main-thread work. Same props and cutouts (product-rules R43, by screen width) as the
// chart.js Doughnut; for screens that draw many small doughnuts at once (prospera campaign cards).
import { doughnutCutout, type DoughnutVariant } from '../../lib/domain/charts.ts';

/** Both doughnuts' props (Doughnut.tsx re-exports them). */
export interface DoughnutProps {
  /** Done part (e.g. points earned or percent done). */
  done: number;
  /** Whole (e.g. maximum points or 100). */
  total: number;
  /** Text equivalent of the chart, read by screen readers ('45 de 100 pontos'). */
  label: string;
  variant?: DoughnutVariant;
  size?: number;
}

/** Green for what is done, grey for what remains, in both doughnuts. */
export const doughnutColours = { done: '#1b6e30', rest: '#d5dbe3' } as const;

/** Rendered in the browser only (reads the screen width for the cutout); 95 % cutout otherwise. */
export function SvgDoughnut({ done, total, label, variant = 'card', size = 140 }: DoughnutProps) {
  const width = typeof window === 'undefined' ? 1500 : window.innerWidth;
  const inner = (doughnutCutout(width, variant) / 100) * 50;
  const radius = (50 + inner) / 2;
  const stroke = 50 - inner;
  const circumference = 2 * Math.PI * radius;
  const share = total > 0 ? Math.max(0, Math.min(done, total)) / total : 0;
  return (
    <svg className="doughnut" width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle cx="50" cy="50" r={radius} fill="none" stroke={doughnutColours.rest} strokeWidth={stroke} />
      {share > 0 && (
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={doughnutColours.done}
          strokeWidth={stroke}
          strokeDasharray={`${share * circumference} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
      )}
    </svg>
  );
}
