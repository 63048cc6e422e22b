// The frame both old campaign routes share: read the route, load the campaign through its store,
// and show the skeleton, 'Campanha não encontrada...', the failure with a retry, or the view (whose
// code is fetched alongside the data, so it costs no extra wait).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { campaignNotFoundText, parseOldCampaignParams } from '../../lib/domain/prospera-route.ts';
import type { Resource } from '../../lib/stores/resource.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import '../../styles/prospera.css';

/** Starts a screen's data and view code as its module runs, before hydration (see early-load.ts). */
export function prefetchOldCampaign(
  resource: Pick<Resource<unknown, [number, string]>, 'prefetch'>,
  loadView: () => Promise<unknown>,
): void {
  const params = import.meta.env.SSR ? null : parseOldCampaignParams(routeParams());
  if (!params) return;
  prefetchEarly(() => {
    loadView().catch(() => undefined); // a failure shows when the view renders
    resource.prefetch(params.id, params.type);
  });
}

interface OldCampaignScreenProps<Data extends { campaign: Campaign | null }, Campaign> {
  /** The screen's store, loaded with the route's id and type. */
  resource: Resource<Data, [number, string]>;
  /** Starts fetching the view's code (called with the data load). */
  loadView: () => Promise<unknown>;
  View: ComponentType<{ data: Data & { campaign: Campaign }; type: string }>;
  /** Shape of the placeholder, close to the screen's. */
  skeleton: { count: number; height: number };
}

function Screen<Data extends { campaign: Campaign | null }, Campaign>({
  resource,
  loadView,
  View,
  skeleton: shape,
}: OldCampaignScreenProps<Data, Campaign>) {
  const data = useStore(resource.$data);
  const error = useStore(resource.$error);
  const [params, setParams] = useState<{ id: number; type: string } | null | undefined>(undefined);

  const load = () => {
    if (params) void resource.load(params.id, params.type);
  };
  useEffect(() => {
    setParams(parseOldCampaignParams(routeParams()));
    loadView().catch(() => undefined); // a failure shows when the view renders
  }, []);
  useEffect(load, [params]);

  if (params === null) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  if (error) return <LoadError message={error} onRetry={load} />;
  const skeleton = <Skeleton label="Carregando campanha" count={shape.count} height={shape.height} />;
  if (!data || params === undefined) return skeleton;
  if (!data.campaign) return <p className="card prospera-missing">{campaignNotFoundText}</p>;
  return (
    <Suspense fallback={skeleton}>
      <View data={{ ...data, campaign: data.campaign }} type={params.type} />
    </Suspense>
  );
}

/** The screen in a box that keeps a screen's height while loading. */
export function OldCampaignScreen<Data extends { campaign: Campaign | null }, Campaign>(props: OldCampaignScreenProps<Data, Campaign>) {
  return (
    <div className="prospera-screen">
      <Screen {...props} />
    </div>
  );
}
