// Account settings (/cofiguracao): four tabs in the WAI-ARIA tabs pattern (arrow keys, Home/End,
// one tab stop). The open tab is in the URL hash (#senha ...) so a reload or a link keeps it; each
// tab loads its data the first time it is opened and stays mounted, so nothing typed is lost.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Skeleton } from '../shared/Skeleton.tsx';
import { CommercialTab } from './CommercialTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { PasswordTab } from './PasswordTab.tsx';
import '../../styles/settings.css';

const tabs = [
  { id: 'geral', label: 'Geral', Panel: GeneralTab },
  { id: 'senha', label: 'Alterar Senha', Panel: PasswordTab },
  { id: 'equipe', label: 'Equipe Comercial', Panel: CommercialTab },
  { id: 'notificacao', label: 'Notificação', Panel: NotificationsTab },
] as const;
type TabId = (typeof tabs)[number]['id'];

function tabFromHash(hash: string): TabId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return tabs.find((tab) => tab.id === id)?.id ?? null;
}

export default function AccountSettings() {
  const [selected, setSelected] = useState<TabId>('geral');
  // Nothing opened until hydration reads the hash, so a link to #senha never loads 'Geral' first.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set());
  const buttons = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  function show(id: TabId) {
    setSelected(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  }

  useEffect(() => {
    const follow = () => show(tabFromHash(window.location.hash) ?? 'geral');
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  function choose(id: TabId, focus: boolean) {
    show(id);
    if (focus) buttons.current[id]?.focus();
    // Replace, not push: moving through tabs with the arrows must not fill the back button's history.
    if (tabFromHash(window.location.hash) !== id) window.history.replaceState(window.history.state, '', `#${id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(tabs[target]!.id, true);
  }

  return (
    <div className="settings">
      <div className="settings-tabs" role="tablist" aria-label="Configurações da conta">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`aba-${tab.id}`}
            aria-controls={`painel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="settings-tab"
            onClick={() => choose(tab.id, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map(({ id, Panel }) => (
        <section key={id} role="tabpanel" id={`painel-${id}`} aria-labelledby={`aba-${id}`} className="settings-panel card" hidden={id !== selected} tabIndex={0}>
          {opened.has(id) ? <Panel /> : id === selected ? <Skeleton label="Carregando" count={2} height={72} /> : null}
        </section>
      ))}
    </div>
  );
}
