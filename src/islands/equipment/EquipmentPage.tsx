// Equipment requests (/equipamentos): the list newest first, or one request's detail when the
// address names it (?solicitacao=NRSOL). Skeleton at build time and until the list arrives.
import { useEffect, useRef } from 'react';
import { equipmentScreen } from '../../lib/screens/equipment.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { EquipmentDetail, RequestNotFound } from './EquipmentDetail.tsx';
import { EquipmentList } from './EquipmentList.tsx';
import '../../styles/equipment.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

startEarly(() => equipmentScreen.start());

const closeRequest = () => equipmentScreen.closeRequest();

function EquipmentPage() {
  const screen = useScreenState(equipmentScreen.$state);
  const openNumber = screen.state === 'ready' ? (screen.view.open?.number ?? null) : null;
  // The request whose detail was last open: its link gets the focus back on the list.
  const lastOpen = useRef<string | null>(null);

  useEffect(() => {
    equipmentScreen.start();
    return () => equipmentScreen.exit();
  }, []);

  useEffect(() => {
    if (openNumber !== null) {
      lastOpen.current = openNumber;
      return;
    }
    const back = lastOpen.current;
    lastOpen.current = null;
    if (back === null) return;
    const link = document.querySelector<HTMLElement>(`[data-request="${CSS.escape(back)}"]`);
    link?.focus();
  }, [openNumber]);

  switch (screen.state) {
    case 'loading':
    case 'not-found':
      return <Skeleton label="Carregando solicitações de equipamentos" count={4} height={120} />;
    case 'error':
      return (
        <LoadError
          title="Erro ao carregar as solicitações de equipamentos."
          message={screen.message}
          onRetry={() => equipmentScreen.retry()}
        />
      );
    case 'ready': {
      const { requests, open } = screen.view;
      if (open) {
        return open.request ? (
          <EquipmentDetail request={open.request} onBack={closeRequest} />
        ) : (
          <RequestNotFound number={open.number} onBack={closeRequest} />
        );
      }
      if (requests.length === 0) return <p className="card equipment-empty">Sem Solicitações de equipamentos.</p>;
      return <EquipmentList requests={requests} />;
    }
  }
}

export default island(EquipmentPage);
