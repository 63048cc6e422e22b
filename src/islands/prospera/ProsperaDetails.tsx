// Old campaign details and acceptance (/campanhas-prospera/detalhes/:id/:type). The island reads
// the route, loads the campaign and its banners and shows the skeleton, 'Campanha não
// encontrada...' or the failure with a retry; the view's code is fetched alongside the data.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { campaignNotFoundText, parseOldCampaignParams } from '../../lib/domain/prospera-route.ts';
import { oldDetails } from '../../lib/stores/prospera-details.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyPart } from './lazy-part.tsx';
import '../../styles/prospera.css';

const loadView = () => import('./DetailsView.tsx');
const DetailsView = lazyPart(loadView);

function Screen() {
  const data = useStore(oldDetails.$data);
  const error = useStore(oldDetails.$error);
  const [params, setParams] = useState<{ id: number; type: string } | null | undefined>(undefined);

  const load = () => {
    if (params) void oldDetails.load(params.id, params.type);
  };
  useEffect(() => {
    setParams(parseOldCampaignParams(routeParams()));
    loadView().catch(() => undefined); // a failure shows when the view renders
  }, []);
  useEffect(load, [params]);

  if (params === null) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  if (error) return <LoadError message={error} onRetry={load} />;
  const skeleton = <Skeleton label="Carregando campanha" count={2} height={180} />;
  if (!data || params === undefined) return skeleton;
  if (!data.campaign) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  return (
    <Suspense fallback={skeleton}>
      <DetailsView data={{ ...data, campaign: data.campaign }} type={params.type} />
    </Suspense>
  );
}

/** The island: the screen in a box that keeps a screen's height while loading. */
export default function ProsperaDetails() {
  return (
    <div className="prospera-screen">
      <Screen />
    </div>
  );
}
