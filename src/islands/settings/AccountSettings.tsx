// Account settings (/cofiguracao): four tabs in the WAI-ARIA tabs pattern (arrow keys, Home/End,
// one tab stop). The open tab is in the URL hash (#senha ...) so a reload or a link keeps it; each
// tab loads its data the first time it is opened and stays mounted, so nothing typed is lost.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { startEarly } from '../../lib/screens/screen.ts';
import { settingsScreen, type SettingsTab, type SettingsView } from '../../lib/screens/settings.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/settings.css';
import { island } from '../shared/island.tsx';

// 'Geral' is what most visits open; the other tabs' code stays off the first load and is fetched
// once the page is up (see the mount effect), so opening a tab later waits only for its data.
const passwordTab = lazyModule(() => import('./PasswordTab.tsx'));
const commercialTab = lazyModule(() => import('./CommercialTab.tsx'));
const notificationsTab = lazyModule(() => import('./NotificationsTab.tsx'));
const PasswordTab = passwordTab.component<{ view: SettingsView }>((m) => m.PasswordTab);
const CommercialTab = commercialTab.component((m) => m.CommercialTab);
const NotificationsTab = notificationsTab.component((m) => m.NotificationsTab);

const tabs: ReadonlyArray<{ id: SettingsTab; label: string; Panel: ComponentType<{ view: SettingsView }> }> = [
  { id: 'geral', label: 'Geral', Panel: GeneralTab },
  { id: 'senha', label: 'Alterar Senha', Panel: PasswordTab },
  { id: 'equipe', label: 'Equipe Comercial', Panel: CommercialTab },
  { id: 'notificacao', label: 'Notificação', Panel: NotificationsTab },
];
type TabId = SettingsTab;

function tabFromHash(hash: string): TabId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return tabs.find((tab) => tab.id === id)?.id ?? null;
}

// The tab to open draws the client's data: ask for it before hydration.
startEarly(() => settingsScreen.start(tabFromHash(window.location.hash) ?? 'geral'));

function AccountSettings() {
  const screen = useStore(settingsScreen.$state, { ssr: 'initial' });
  const [selected, setSelected] = useState<TabId>('geral');
  // Nothing opened until hydration reads the hash, so a link to #senha never loads 'Geral' first.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set());
  const buttons = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  function show(id: TabId) {
    setSelected(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
    settingsScreen.selectTab(id);
  }

  useEffect(() => {
    const follow = () => show(tabFromHash(window.location.hash) ?? 'geral');
    settingsScreen.start(tabFromHash(window.location.hash) ?? 'geral');
    follow();
    window.addEventListener('hashchange', follow);
    const prefetch = window.setTimeout(() => {
      for (const tab of [passwordTab, commercialTab, notificationsTab]) tab.load().catch(() => undefined); // retried when opened
    }, 1000);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.clearTimeout(prefetch);
      settingsScreen.exit();
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

  const general = screen.state === 'ready' ? screen.view.general.state : 'loading';
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
        <section
          key={id}
          role="tabpanel"
          id={`painel-${id}`}
          aria-labelledby={`aba-${id}`}
          className="settings-panel card"
          hidden={id !== selected}
          tabIndex={0}
        >
          {/* 'Geral''s data, drawn before React arrives; kept in this place until that data is drawn or failed. */}
          {id === 'geral' && general === 'loading' ? <EarlyViewSlot /> : null}
          {opened.has(id) && screen.state === 'ready' ? (
            <Suspense fallback={<Skeleton label="Carregando" count={2} height={72} />}>
              <Panel view={screen.view} />
            </Suspense>
          ) : id === selected ? (
            <Skeleton label="Carregando" count={2} height={72} />
          ) : null}
        </section>
      ))}
    </div>
  );
}

export default island(AccountSettings);
