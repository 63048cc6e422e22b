// Old campaign results (/campanhas-prospera/:id/:type): the periods, indicators and results through
// the shared old campaign frame (the view's cards and charts load alongside the data).
import { oldResults } from '../../lib/stores/prospera-results.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import { lazyPart } from './lazy-part.tsx';
import { OldCampaignScreen, prefetchOldCampaign } from './OldCampaignScreen.tsx';

const view = lazyModule(() => import('./ResultsView.tsx'));
const ResultsView = lazyPart(view);

prefetchOldCampaign(oldResults, view.load);

export default function ProsperaResults() {
  return <OldCampaignScreen resource={oldResults} loadView={view.load} View={ResultsView} skeleton={{ count: 3, height: 160 }} />;
}
