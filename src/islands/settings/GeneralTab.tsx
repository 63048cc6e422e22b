// 'Geral' tab: the profile photo (change or remove) and the account's read-only data.
import { useStore } from '@nanostores/react';
import { formatDocument } from '../../lib/domain/documents.ts';
import { accountGeneral } from '../../lib/stores/account-settings.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import { ReadOnlyList } from './ReadOnlyList.tsx';
import { useLoadOnce } from './use-load-once.ts';

export function GeneralTab() {
  const data = useStore(accountGeneral.$data);
  const error = useStore(accountGeneral.$error);
  useLoadOnce(accountGeneral);

  if (!data) {
    return error ? (
      <LoadError title="Não foi possível carregar seus dados" message={error} onRetry={() => void accountGeneral.load()} />
    ) : (
      <Skeleton label="Carregando seus dados" count={2} height={96} />
    );
  }
  return (
    <div className="settings-general">
      <ProfilePhoto />
      <ReadOnlyList
        label="Dados da conta"
        items={[
          ['Usuário', data.user],
          ['Empresa', data.name],
          ['E-mail', data.email],
          ['CPF/CNPJ', formatDocument(data.cnpj_cpf)],
        ]}
      />
    </div>
  );
}
