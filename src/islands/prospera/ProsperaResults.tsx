// Old campaign results (/campanhas-prospera/:id/:type). The island reads the route, loads the data
// and shows the skeleton, 'Campanha não encontrada...' or the failure with a retry; the view's
// code (cards, charts) is fetched at the same time as the data, so it costs no extra wait.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { campaignNotFoundText, parseOldCampaignParams } from '../../lib/domain/prospera-route.ts';
import { oldResults } from '../../lib/stores/prospera-results.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyPart } from './lazy-part.tsx';
import '../../styles/prospera.css';

const loadView = () => import('./ResultsView.tsx');
const ResultsView = lazyPart(loadView);

function Screen() {
  const data = useStore(oldResults.$data);
  const error = useStore(oldResults.$error);
  const [params, setParams] = useState<{ id: number; type: string } | null | undefined>(undefined);

  const load = () => {
    if (params) void oldResults.load(params.id, params.type);
  };
  useEffect(() => {
    setParams(parseOldCampaignParams(routeParams()));
    loadView().catch(() => undefined); // a failure shows when the view renders
  }, []);
  useEffect(load, [params]);

  if (params === null) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  if (error) return <LoadError message={error} onRetry={load} />;
  const skeleton = <Skeleton label="Carregando campanha" count={3} height={160} />;
  if (!data || params === undefined) return skeleton;
  if (!data.campaign) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  return (
    <Suspense fallback={skeleton}>
      <ResultsView data={{ ...data, campaign: data.campaign }} type={params.type} />
    </Suspense>
  );
}

/** The island: the screen in a box that keeps a screen's height while loading. */
export default function ProsperaResults() {
  return (
    <div className="prospera-screen">
      <Screen />
    </div>
  );
}
