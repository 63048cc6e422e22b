// 'Geral' tab: the profile photo (change or remove) and the account's read-only data.
import { settingsScreen, type SettingsView } from '../../lib/screens/settings.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import { ReadOnlyList } from './ReadOnlyList.tsx';

/** The account's facts: the list's name and each fact's term (the page's early view draws them too). */
export const generalFactTexts = {
  label: 'Dados da conta',
  user: 'Usuário',
  company: 'Empresa',
  email: 'E-mail',
  document: 'CPF/CNPJ',
} as const;

export function GeneralTab({ view }: { view: SettingsView }) {
  const general = view.general;
  switch (general.state) {
    case 'loading':
      return <Skeleton label="Carregando seus dados" count={2} height={96} />;
    case 'error':
      return (
        <LoadError
          title="Não foi possível carregar seus dados"
          message={general.message}
          onRetry={() => settingsScreen.retryTab('geral')}
        />
      );
    case 'ready':
      return (
        <div className="settings-general">
          <ProfilePhoto saved={view.photo} busy={view.photoBusy} />
          <ReadOnlyList
            label={generalFactTexts.label}
            items={[
              [generalFactTexts.user, general.view.user],
              [generalFactTexts.company, general.view.company],
              [generalFactTexts.email, general.view.email],
              [generalFactTexts.document, general.view.document],
            ]}
          />
        </div>
      );
  }
}
