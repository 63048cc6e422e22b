// The FAQ page: keyboard-operable tabs (WAI-ARIA tabs pattern) and the toll-free number, which
// comes from the run-time configuration (DECISIONS 20).
import { loadConfig } from '../lib/api/config.ts';

const tabs = [...document.querySelectorAll<HTMLButtonElement>('[data-faq] [role="tab"]')];

function select(tab: HTMLButtonElement, focus: boolean) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

for (const [index, tab] of tabs.entries()) {
  tab.addEventListener('click', () => select(tab, false));
  tab.addEventListener('keydown', (event) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!, true);
  });
}

const phone = document.querySelector<HTMLElement>('[data-support-phone]');
if (phone) {
  loadConfig()
    .then(({ supportPhone }) => {
      const link = document.createElement('a');
      link.href = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
      link.textContent = supportPhone;
      phone.replaceChildren('Central de Atendimento: ', link);
    })
    .catch(() => {
      phone.textContent = 'Não foi possível carregar o telefone da Central de Atendimento. Recarregue a página para tentar de novo.';
    });
}
