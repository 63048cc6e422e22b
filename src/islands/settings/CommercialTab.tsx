// 'Equipe Comercial' tab: manager, coordinator, salesperson and the salesperson's phone (a tel: link).
import { settingsScreen, type SettingsView } from '../../lib/screens/settings.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ReadOnlyList } from './ReadOnlyList.tsx';

export function CommercialTab({ view }: { view: SettingsView }) {
  const commercial = view.commercial;
  switch (commercial.state) {
    case 'loading':
      return <Skeleton label="Carregando sua equipe comercial" count={2} height={72} />;
    case 'error':
      return (
        <LoadError
          title="Não foi possível carregar sua equipe comercial"
          message={commercial.message}
          onRetry={() => settingsScreen.retryTab('equipe')}
        />
      );
    case 'ready': {
      const team = commercial.view;
      return (
        <ReadOnlyList
          label="Equipe comercial"
          items={[
            ['Gerente', team.manager],
            ['Coordenador', team.coordinator],
            ['Vendedor', team.salesperson],
            ['Telefone do vendedor', team.phoneHref ? <a href={team.phoneHref}>{team.phone}</a> : ''],
          ]}
        />
      );
    }
  }
}
