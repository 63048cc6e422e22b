// Equipment requests (/equipamentos): the list newest first, or one request's detail when the
// address names it (?solicitacao=NRSOL). Skeleton at build time and until the list arrives.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  $openRequest,
  $openRequestNumber,
  $sortedRequests,
  closeRequest,
  equipmentRequests,
  followEquipmentAddress,
  loadEquipmentRequests,
} from '../../lib/stores/equipment.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { EquipmentDetail, RequestNotFound } from './EquipmentDetail.tsx';
import { EquipmentList } from './EquipmentList.tsx';
import '../../styles/equipment.css';

prefetchEarly(() => equipmentRequests.prefetch());

export default function EquipmentPage() {
  const list = useStore($sortedRequests);
  const loading = useStore(equipmentRequests.$loading);
  const error = useStore(equipmentRequests.$error);
  const openNumber = useStore($openRequestNumber);
  const open = useStore($openRequest);
  // The request whose detail was last open: its link gets the focus back on the list.
  const lastOpen = useRef<string | null>(null);

  useEffect(() => {
    const stop = followEquipmentAddress();
    void loadEquipmentRequests();
    return stop;
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
  }, [openNumber, list]);

  if (error !== null && !loading) {
    return (
      <LoadError title="Erro ao carregar as solicitações de equipamentos." message={error} onRetry={() => void loadEquipmentRequests()} />
    );
  }
  if (list === undefined || loading) return <Skeleton label="Carregando solicitações de equipamentos" count={4} height={120} />;
  if (openNumber !== null) {
    return open ? <EquipmentDetail request={open} onBack={closeRequest} /> : <RequestNotFound number={openNumber} onBack={closeRequest} />;
  }
  if (list.length === 0) return <p className="card equipment-empty">Sem Solicitações de equipamentos.</p>;
  return <EquipmentList requests={list} />;
}
