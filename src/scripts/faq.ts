// The FAQ page: keyboard-operable tabs (WAI-ARIA tabs pattern) and a search over every question
// and answer; the contact card's number is filled by support-phone.ts. Without this script the
// page still shows every question (faq.css, data-js).
import { stripAccents } from '../lib/domain/text.ts';
import './support-phone.ts';

const root = document.querySelector<HTMLElement>('[data-faq]');
const tabs = [...document.querySelectorAll<HTMLButtonElement>('[data-faq] [role="tab"]')];
const panels = [...document.querySelectorAll<HTMLElement>('[data-faq] [role="tabpanel"]')];

function select(tab: HTMLButtonElement, focus: boolean) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls') ?? '')?.toggleAttribute('data-inactive', !selected);
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

const comparable = (text: string) => stripAccents(text).toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
const items = [...document.querySelectorAll<HTMLDetailsElement>('[data-faq] .faq-item')].map((item) => ({
  item,
  text: comparable(item.textContent ?? ''),
}));
const status = document.querySelector<HTMLElement>('[data-faq-status]');

/** Shows the questions whose question or answer has every word typed, from every tab. */
function search(query: string) {
  const words = comparable(query).split(' ').filter(Boolean);
  root?.toggleAttribute('data-searching', words.length > 0);
  let found = 0;
  for (const { item, text } of items) {
    const match = words.every((word) => text.includes(word));
    item.hidden = !match;
    if (match) found += 1;
  }
  for (const panel of panels) panel.toggleAttribute('data-no-match', !panel.querySelector('.faq-item:not([hidden])'));
  if (status)
    status.textContent = !words.length
      ? ''
      : found === 0
        ? 'Nenhuma pergunta encontrada.'
        : found === 1
          ? '1 pergunta encontrada.'
          : `${found} perguntas encontradas.`;
}

document
  .querySelector<HTMLInputElement>('[data-faq-search]')
  ?.addEventListener('input', (event) => search((event.target as HTMLInputElement).value));
