// Behaviour of the signed-in shell, without a framework: user data in the menu, the off-canvas
// menu under 1200 px, the cookie notice, sign-out, the scroll-to-top button and the kept-data note.
import { formatDocument } from '../lib/domain/documents.ts';
import { $user } from '../lib/stores/session.ts';
import { acceptCookies, $cookieConsent } from '../lib/stores/consent.ts';
import { signingOut, signOut } from '../lib/stores/sign-out.ts';
import { applyGuard } from '../lib/stores/guard.ts';
import { $keptNote } from '../lib/api/kept-signals.ts';

const root = document.documentElement;

$user.subscribe((user) => {
  root.dataset.auth = user ? 'in' : 'out';
  root.dataset.store = user?.storeAccess ? '1' : '0';
  const client = user?.current_client;
  const values: Record<string, string> = {
    name: client?.name ?? '',
    clientCode: client?.clientCode ?? '',
    document: client ? formatDocument(client.cnpj_cpf) : '',
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-session-field]')) {
    element.textContent = values[element.dataset.sessionField ?? ''] ?? '';
  }
});

// Signed out elsewhere (another tab, an expired session): leave the private page.
$user.listen((user) => {
  if (!user && !signingOut) applyGuard();
});

for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());

// Off-canvas menu: opened by the top bar button, closed by Escape, the backdrop or its own button;
// while open the rest of the page is inert, so focus stays in the menu.
const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
const outside = [document.querySelector('.topbar'), document.querySelector('main'), document.querySelector('.footer')];
const wide = window.matchMedia('(min-width: 1200px)');

function setMenu(open: boolean) {
  if (!sidebar || !openButton || !backdrop) return;
  const wasOpen = sidebar.hasAttribute('data-open');
  sidebar.toggleAttribute('data-open', open);
  backdrop.hidden = !open;
  openButton.setAttribute('aria-expanded', String(open));
  for (const element of outside) if (element instanceof HTMLElement) element.inert = open;
  if (open) sidebar.querySelector<HTMLElement>('[data-menu-close]')?.focus();
  else if (wasOpen) openButton.focus();
}
openButton?.addEventListener('click', () => setMenu(true));
backdrop?.addEventListener('click', () => setMenu(false));
sidebar?.querySelector('[data-menu-close]')?.addEventListener('click', () => setMenu(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && sidebar?.hasAttribute('data-open')) setMenu(false);
});
wide.addEventListener('change', () => setMenu(false));

// Cookie notice
const notice = document.querySelector<HTMLElement>('[data-cookie-notice]');
function syncNoticeHeight() {
  const visible = notice && !$cookieConsent.get();
  root.style.setProperty('--notice-height', visible ? `${notice.offsetHeight}px` : '0px');
}
$cookieConsent.subscribe((accepted) => {
  if (accepted) root.dataset.consent = '1';
  else delete root.dataset.consent;
  syncNoticeHeight();
});
if (notice) new ResizeObserver(syncNoticeHeight).observe(notice);
document.querySelector('[data-cookie-accept]')?.addEventListener('click', () => {
  acceptCookies();
  document.querySelector<HTMLElement>('main')?.focus();
});

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
  button.addEventListener('click', () => {
    for (const other of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) other.disabled = true;
    void signOut();
  });
}

// Scroll-to-top: shown once the page is scrolled down.
const scrollTop = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
if (scrollTop) {
  const update = () => {
    scrollTop.hidden = window.scrollY < 400;
  };
  window.addEventListener('scroll', update, { passive: true });
  // Read in the next frame, not now: reading scrollY while the page is still being built forced a layout
  // of the whole page inside this script's task (~30 ms on a slow phone, docs/performance.md).
  requestAnimationFrame(update);
  scrollTop.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  });
}

// 'Atualizado em …' while an answer on screen is a kept one (docs/offline.md, "Kept answers").
const keptNote = document.getElementById('kept-note');
$keptNote.listen((text) => {
  if (!keptNote) return;
  keptNote.textContent = text ?? '';
  keptNote.hidden = text === null;
});

// The shell's buttons work from here on: taps made before are replayed (tap-replay.inline.js).
root.dataset.shellLive = '1';
document.dispatchEvent(new Event('portal:shell-live'));
