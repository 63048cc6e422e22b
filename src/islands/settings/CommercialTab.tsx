// 'Equipe Comercial' tab: manager, coordinator, salesperson and the salesperson's phone (a tel: link).
import { useStore } from '@nanostores/react';
import { accountCommercial } from '../../lib/stores/account-settings.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ReadOnlyList } from './ReadOnlyList.tsx';
import { useLoadOnce } from './use-load-once.ts';

export function CommercialTab() {
  const data = useStore(accountCommercial.$data);
  const error = useStore(accountCommercial.$error);
  useLoadOnce(accountCommercial);

  if (!data) {
    return error ? (
      <LoadError title="Não foi possível carregar sua equipe comercial" message={error} onRetry={() => void accountCommercial.load()} />
    ) : (
      <Skeleton label="Carregando sua equipe comercial" count={2} height={72} />
    );
  }
  const dial = data.cellphone.replace(/[^\d+]/g, '');
  return (
    <ReadOnlyList
      label="Equipe comercial"
      items={[
        ['Gerente', data.manager],
        ['Coordenador', data.coordinator],
        ['Vendedor', data.figureName],
        ['Telefone do vendedor', dial ? <a href={`tel:${dial}`}>{data.cellphone}</a> : ''],
      ]}
    />
  );
}
