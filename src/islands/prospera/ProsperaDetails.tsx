// Prospera campaign details and acceptance (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners through the shared prospera campaign frame.
import { prosperaDetailsScreen } from '../../lib/screens/prospera-details.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import { ProsperaCampaignScreen, startProsperaCampaignEarly } from './ProsperaCampaignScreen.tsx';
import { island } from '../shared/island.tsx';

const view = lazyModule(() => import('./DetailsView.tsx'));
const DetailsView = view.component((m) => m.default);

startProsperaCampaignEarly(prosperaDetailsScreen, view.load);

function ProsperaDetails() {
  return (
    <ProsperaCampaignScreen
      screen={prosperaDetailsScreen}
      loadView={view.load}
      View={DetailsView}
      skeleton={{ count: 2, height: 180 }}
      earlyView
    />
  );
}

export default island(ProsperaDetails);
