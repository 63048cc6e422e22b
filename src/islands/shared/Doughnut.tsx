// A doughnut of done against remaining (green/grey). chart.js is imported only when a doughnut is
// drawn, and only the doughnut parts of it; the numbers are also given as text for everyone. When
// chart.js cannot load (offline before it was ever cached, docs/offline.md) the SVG doughnut stands in.
import { useEffect, useRef, useState } from 'react';
import { doughnutCutout } from '../../lib/domain/charts.ts';
import { SvgDoughnut, doughnutColours, type DoughnutProps } from './SvgDoughnut.tsx';

// Each chart is made in a task of its own: a progress page has a doughnut per indicator, and made in the
// same task as chart.js's arrival they were one long task (docs/performance.md, "Main-thread work while a
// page loads").
let lastTurn: Promise<void> = Promise.resolve();
function inTurn(make: () => void): void {
  lastTurn = lastTurn.then(
    () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          try {
            make();
          } finally {
            done();
          }
        }, 0),
      ),
  );
}

/** Draws the doughnut once chart.js has loaded; the canvas keeps its size meanwhile (no layout shift). */
export function Doughnut({ done, total, label, variant = 'card', size = 140 }: DoughnutProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart, DoughnutController, ArcElement }) =>
        inTurn(() => {
          if (cancelled || !canvas.current) return;
          Chart.register(DoughnutController, ArcElement);
          const safeDone = Math.max(0, Math.min(done, total));
          chart = new Chart(canvas.current, {
            type: 'doughnut',
            data: {
              datasets: [
                {
                  data: [safeDone, Math.max(total - safeDone, 0)],
                  backgroundColor: [doughnutColours.done, doughnutColours.rest],
                  borderWidth: 0,
                },
              ],
            },
            options: {
              cutout: `${doughnutCutout(window.innerWidth, variant)}%`,
              responsive: false,
              animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 400 },
              events: [],
              plugins: { tooltip: { enabled: false }, legend: { display: false } },
            },
          });
        }),
      () => {
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [done, total, variant]);

  if (unavailable) return <SvgDoughnut done={done} total={total} label={label} variant={variant} size={size} />;
  return <canvas ref={canvas} width={size} height={size} role="img" aria-label={label} className="doughnut" />;
}
