// The FAQ page: keyboard-operable tabs (WAI-ARIA tabs pattern); the contact card's number is
// filled by support-phone.ts.
import './support-phone.ts';

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
