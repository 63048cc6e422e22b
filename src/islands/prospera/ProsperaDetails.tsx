// Old campaign details and acceptance (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners through the shared old campaign frame.
import { oldDetails } from '../../lib/stores/prospera-details.ts';
import { lazyPart } from './lazy-part.tsx';
import { OldCampaignScreen, prefetchOldCampaign } from './OldCampaignScreen.tsx';

const loadView = () => import('./DetailsView.tsx');
const DetailsView = lazyPart(loadView);

prefetchOldCampaign(oldDetails, loadView);

export default function ProsperaDetails() {
  return <OldCampaignScreen resource={oldDetails} loadView={loadView} View={DetailsView} skeleton={{ count: 2, height: 180 }} />;
}
