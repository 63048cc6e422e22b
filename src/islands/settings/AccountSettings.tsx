// Account settings (/cofiguracao): four tabs in the WAI-ARIA tabs pattern (arrow keys, Home/End,
// one tab stop). The open tab is in the URL hash (#senha ...) so a reload or a link keeps it; each
// tab loads its data the first time it is opened and stays mounted, so nothing typed is lost.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Skeleton } from '../shared/Skeleton.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import '../../styles/settings.css';

// 'Geral' is what most visits open; the other tabs' code stays off the first load and is fetched
// once the page is up (see the mount effect), so opening a tab later waits only for its data.
const loadPassword = () => import('./PasswordTab.tsx');
const loadCommercial = () => import('./CommercialTab.tsx');
const loadNotifications = () => import('./NotificationsTab.tsx');
const PasswordTab = lazy(() => loadPassword().then((m) => ({ default: m.PasswordTab })));
const CommercialTab = lazy(() => loadCommercial().then((m) => ({ default: m.CommercialTab })));
const NotificationsTab = lazy(() => loadNotifications().then((m) => ({ default: m.NotificationsTab })));

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
  const buttons = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  function show(id: TabId) {
    setSelected(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  }

  useEffect(() => {
    const follow = () => show(tabFromHash(window.location.hash) ?? 'geral');
    follow();
    window.addEventListener('hashchange', follow);
    const prefetch = window.setTimeout(() => {
      void loadPassword();
      void loadCommercial();
      void loadNotifications();
    }, 1000);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.clearTimeout(prefetch);
    };
  }, []);

  function choose(id: TabId, focus: boolean) {
    show(id);
    if (focus) buttons.current[id]?.focus();
    // Replace, not push: moving through tabs with the arrows must not fill the back button's history.
    if (tabFromHash(window.location.hash) !== id) window.history.replaceState(window.history.state, '', `#${id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
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
          // A link, so a tap before hydration still lands in the hash and opens that tab once hydrated.
          <a
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            href={`#${tab.id}`}
            role="tab"
            id={`aba-${tab.id}`}
            aria-controls={`painel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="settings-tab"
            onClick={(event) => {
              event.preventDefault();
              choose(tab.id, false);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map(({ id, Panel }) => (
        <section key={id} role="tabpanel" id={`painel-${id}`} aria-labelledby={`aba-${id}`} className="settings-panel card" hidden={id !== selected} tabIndex={0}>
          {opened.has(id) ? (
            <Suspense fallback={<Skeleton label="Carregando" count={2} height={72} />}>
              <Panel />
            </Suspense>
          ) : id === selected ? (
            <Skeleton label="Carregando" count={2} height={72} />
          ) : null}
        </section>
      ))}
    </div>
  );
}
