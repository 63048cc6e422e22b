// Old campaign details and acceptance (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners through the shared old campaign frame.
import { oldDetails } from '../../lib/stores/prospera-details.ts';
import { lazyPart } from './lazy-part.tsx';
import { OldCampaignScreen, startOldCampaignEarly } from './OldCampaignScreen.tsx';

const loadView = () => import('./DetailsView.tsx');
const DetailsView = lazyPart(loadView);

startOldCampaignEarly('old-details', oldDetails, loadView);

export default function ProsperaDetails() {
  return <OldCampaignScreen name="old-details" resource={oldDetails} loadView={loadView} View={DetailsView} skeleton={{ count: 2, height: 180 }} />;
}
