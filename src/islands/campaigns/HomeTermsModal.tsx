// 'Participar' on a home card: the campaign's terms, loaded and accepted with the details page's own
// screen and terms modal, so joining from the home needs the same ticked box as joining from the
// details (product-rules R33, R34). Loaded when a card first asks for it.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { campaignDetailsScreen } from '../../lib/screens/campaign-details.ts';
import TermsModal from '../shared/TermsModal.tsx';

/** The campaign whose terms a card opened. */
export interface HomeTerms {
  campaignId: number;
}

/** product-rules R39, as the details page says it (its module is the prospera campaigns' first load: not imported here). */
const notFoundText = 'Campanha não encontrada...';

export function HomeTermsModal({ terms, onClose }: { terms: HomeTerms | null; onClose: () => void }) {
  const state = useStore(campaignDetailsScreen.$state);
  const busy = useStore(campaignDetailsScreen.$termBusy);
  const id = terms?.campaignId;
  // The last campaign shown: closing keeps its modal (which then gives focus back), another one starts unticked.
  const [shown, setShown] = useState(id);
  if (id !== undefined && id !== shown) setShown(id);

  useEffect(() => {
    if (id === undefined) return;
    campaignDetailsScreen.start({ id: String(id) });
    return () => campaignDetailsScreen.exit();
  }, [id]);

  const view = state.state === 'ready' ? state.view : null;
  const retry = () => campaignDetailsScreen.retry();
  return (
    <TermsModal
      key={shown}
      open={terms !== null}
      term={view?.termHtml ?? null}
      loadError={
        state.state === 'error'
          ? { message: state.message, onRetry: retry }
          : state.state === 'not-found'
            ? { message: notFoundText, onRetry: retry }
            : undefined
      }
      canJoin={view?.term === 'pending' || view?.term === 'refused'}
      busy={busy}
      termClassName="campaign-terms"
      onAccept={() => {
        if (id !== undefined) void campaignDetailsScreen.accept(id);
      }}
      onClose={onClose}
    />
  );
}
