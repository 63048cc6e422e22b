// The frame both prospera campaign routes share: start the screen with the route's parameters, and show
// the skeleton, 'Campanha não encontrada...', the failure with a retry, or the view (whose code is
// fetched alongside the data, so it costs no extra wait).
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { campaignNotFoundText, type ProsperaCampaignRoute } from '../../lib/domain/prospera-route.ts';
import { startEarly, type Screen } from '../../lib/screens/screen.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import '../../styles/prospera.css';
import { useScreenState } from '../shared/use-screen-state.ts';

/** Starts a screen's data and view code as its module runs, before hydration (see startEarly). */
export function startProsperaCampaignEarly(
  screen: Pick<Screen<ProsperaCampaignRoute, unknown>, 'start'>,
  loadView: () => Promise<unknown>,
): void {
  startEarly(() => {
    loadView().catch(() => undefined); // a failure shows when the view renders
    screen.start(routeParams());
  });
}

interface ProsperaCampaignScreenProps<View> {
  /** The screen, started with the route's parameters. */
  screen: Screen<ProsperaCampaignRoute, View>;
  /** Starts fetching the view's code (called with the data load). */
  loadView: () => Promise<unknown>;
  View: ComponentType<{ view: View }>;
  /** Shape of the placeholder, close to the screen's. */
  skeleton: { count: number; height: number };
  /** The page draws an early view (docs/performance.md, "Early view"): its slot goes before the skeleton. */
  earlyView?: boolean;
}

function ScreenBody<View>({ screen, loadView, View, skeleton: shape, earlyView = false }: ProsperaCampaignScreenProps<View>) {
  // The build's HTML at hydration, even when the answer is already in.
  const state = useScreenState(screen.$state);
  // The data often comes before the view's code (the early read hands its answer over at once): the
  // skeleton, and the early view before it, stay until the code is here, rather than giving way to a
  // Suspense fallback that would drop the early view and draw its picture again.
  const [viewLoaded, setViewLoaded] = useState(false);

  useEffect(() => {
    const loaded = () => setViewLoaded(true);
    loadView().then(loaded, loaded); // a failure shows when the view renders
    screen.start(routeParams());
    return () => screen.exit();
  }, [screen, loadView]);

  const skeleton = <Skeleton label="Carregando campanha" count={shape.count} height={shape.height} />;
  if (state.state === 'loading' || (state.state === 'ready' && !viewLoaded))
    return (
      <>
        {earlyView && <EarlyViewSlot />}
        {skeleton}
      </>
    );
  switch (state.state) {
    case 'not-found':
      return <p className="card prospera-missing">{campaignNotFoundText}</p>;
    case 'error':
      return <LoadError message={state.message} onRetry={() => screen.retry()} />;
    case 'ready':
      return (
        <Suspense fallback={skeleton}>
          <View view={state.view} />
        </Suspense>
      );
  }
}

/** The screen in a box that keeps a screen's height while loading. */
export function ProsperaCampaignScreen<View>(props: ProsperaCampaignScreenProps<View>) {
  return (
    <div className="prospera-screen">
      <ScreenBody {...props} />
    </div>
  );
}
