// One old indicator card (ids 1–8): name, doughnut of percent done, status banner, a spinner
// while its result loads, and 'Detalhes' opening 'Detalhes do Indicador' (loaded on first use).
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { prosperaPercentText } from '../../lib/domain/prospera-campaign.ts';
import { indicatorStatusText, isConcluded } from '../../lib/domain/indicators.ts';
import { indicatorCardKey, prosperaResultsScreen, type ProsperaIndicatorCard } from '../../lib/screens/prospera-results.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { IndicatorFacts } from './IndicatorFacts.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { SvgDoughnut } from '../shared/SvgDoughnut.tsx';

const IndicatorDetailsModal = lazyModule(() => import('./IndicatorDetailsModal.tsx')).component((m) => m.default);

export function IndicatorCard({ card }: { card: ProsperaIndicatorCard }) {
  const { period, indicator } = card;
  const key = indicatorCardKey(card);
  // Its own result only: each of the eight cards' answers redrew every card (docs/performance.md,
  // "Main-thread work while a page loads").
  const $result = useMemo(() => computed(prosperaResultsScreen.$indicators, (results) => results[key]), [key]);
  const state = useStore($result);
  const [open, setOpen] = useState(false);
  // The modal stays mounted once opened, so closing it gives focus back to 'Detalhes'.
  const [opened, setOpened] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `card` is a new object on every render of the list; its key names it
  useEffect(() => void prosperaResultsScreen.loadIndicator(card), [key]);

  const view = state?.state === 'ready' ? state.view : null;
  const done = view ? isConcluded(view.percent) : false;
  const percentText = view ? prosperaPercentText(view.percent) : '';
  const titleId = `indicador-${key.replaceAll(':', '-')}`;

  return (
    <article className="card prospera-indicator" aria-labelledby={titleId}>
      <h3 id={titleId} className="prospera-indicator__name">
        {indicator.name}
      </h3>
      {state?.state === 'error' ? (
        <LoadError
          title="Não foi possível carregar o indicador"
          message={state.message}
          onRetry={() => void prosperaResultsScreen.loadIndicator(card, true)}
        />
      ) : !view ? (
        <div className="prospera-spinner" role="status" aria-busy="true">
          <span className="visually-hidden">Carregando indicador</span>
        </div>
      ) : (
        <>
          <div className="prospera-indicator__chart">
            <SvgDoughnut done={view.percent} total={100} label={`${percentText} concluído`} variant="card" size={140} />
            <span className="prospera-indicator__percent" aria-hidden="true">
              {percentText}
            </span>
          </div>
          <p className={`prospera-status ${done ? 'prospera-status--done' : 'prospera-status--pending'}`}>
            {indicatorStatusText(view.percent)}
          </p>
          <IndicatorFacts detail={view.detail} />
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Detalhes: ${indicator.name}`}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            Detalhes
          </button>
          {opened && (
            <Suspense fallback={null}>
              <IndicatorDetailsModal
                open={open}
                onClose={() => setOpen(false)}
                indicator={indicator}
                period={period}
                view={view}
                current={card.current === true}
              />
            </Suspense>
          )}
        </>
      )}
    </article>
  );
}
