// Prospera campaign results (/campanhas-prospera/:id/:type): the periods, indicators and results through
// the shared prospera campaign frame (the view's cards and charts load alongside the data).
import { prosperaResultsScreen } from '../../lib/screens/prospera-results.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import { ProsperaCampaignScreen, startProsperaCampaignEarly } from './ProsperaCampaignScreen.tsx';
import { island } from '../shared/island.tsx';

const view = lazyModule(() => import('./ResultsView.tsx'));
const ResultsView = view.component((m) => m.default);

startProsperaCampaignEarly(prosperaResultsScreen, view.load);

function ProsperaResults() {
  return (
    <ProsperaCampaignScreen screen={prosperaResultsScreen} loadView={view.load} View={ResultsView} skeleton={{ count: 3, height: 160 }} />
  );
}

export default island(ProsperaResults);
