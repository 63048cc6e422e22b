// The sign-in form without React (docs/architecture.md, "The sign-in form"): the markup is the shared field
// components drawn at build time (islands/auth/SignInForm.tsx); this wires it to the same rules and actions
// the islands use (auth-rules.ts, screens/access.ts) and behaves as those components do: punctuation dropped
// from the CPF/CNPJ as typed (R16), no errors shown before the first submit and then checked on every change,
// the focus on the first invalid field, 'Entrar' inactive until wired, while sending and while offline (R170),
// the service's problem above it, the help line's number once the config is read (R17).
// The shared field components' own helpers: their chunks, which sign-in loads with React's small half (in
// portal-app) but not its renderer.
import { eye, eyeOff } from '../islands/shared/PasswordField.tsx';
import { normalizeTyped } from '../islands/shared/TextField.tsx';
import { cleanDocumentInput, validateSignIn, type SignInValues } from '../lib/domain/auth-rules.ts';
import { $signIn, $supportPhone, loadSignInExtras, submitSignIn } from '../lib/screens/access.ts';
import { $online } from '../lib/stores/online.ts';

const order = ['username', 'password'] as const satisfies ReadonlyArray<keyof SignInValues>;

/** Shows `text` as the field's error (TextField's markup: the class, aria-invalid, the linked message), or clears it. */
function showFieldError(input: HTMLInputElement, text: string | undefined): void {
  const field = input.closest('.field');
  const id = `${input.id}-error`;
  let message = document.getElementById(id);
  field?.classList.toggle('field--invalid', Boolean(text));
  if (!text) {
    message?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!message) {
    message = document.createElement('p');
    message.className = 'field-error';
    message.id = id;
    input.closest('.field-box')?.after(message);
  }
  message.textContent = text;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

function wire(form: HTMLFormElement): void {
  const fields = {
    username: form.elements.namedItem('username') as HTMLInputElement,
    password: form.elements.namedItem('password') as HTMLInputElement,
  };
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const note = form.querySelector<HTMLElement>('.offline-note')!;
  const problemSlot = form.querySelector<HTMLElement>('.form-problem-slot')!;
  const toggle = form.querySelector<HTMLButtonElement>('.field-toggle')!;
  const helpPhone = form.querySelector<HTMLElement>('.help-phone')!;
  const idleLabel = button.textContent ?? '';
  const { busyLabel = idleLabel, offlineText = '' } = form.dataset;

  const values = (): SignInValues => ({ username: fields.username.value, password: fields.password.value });
  // No errors until the first submit; from then on the rules run on every change, so a fixed field clears at once.
  let tried = false;
  const showErrors = () => {
    const errors = tried ? validateSignIn(values()) : {};
    for (const name of order) showFieldError(fields[name], errors[name]);
    return errors;
  };

  fields.username.addEventListener('input', () => {
    normalizeTyped(fields.username, cleanDocumentInput);
    showErrors();
  });
  fields.password.addEventListener('input', showErrors);
  // Typed before this script ran: kept, and cleaned as if typed now.
  if (fields.username.value) normalizeTyped(fields.username, cleanDocumentInput);

  let visible = false;
  toggle.addEventListener('click', () => {
    visible = !visible;
    fields.password.type = visible ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(visible));
    toggle.querySelector('path')?.setAttribute('d', visible ? eyeOff : eye);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    tried = true;
    const first = order.find((name) => showErrors()[name] !== undefined);
    if (first === undefined) return void submitSignIn(values());
    const input = fields[first];
    // Already focused (Enter pressed in it): leave and come back so screen readers read it again.
    if (document.activeElement === input) input.blur();
    input.focus();
  });

  // The button as SubmitButton draws it: inactive while sending or offline, the line under it saying why, and
  // the focus the inactive button dropped given back when it works again.
  let hadFocus = false;
  let shownProblem: string | null = null;
  const render = () => {
    const { busy, problem } = $signIn.get();
    const online = $online.get();
    const off = busy || !online;
    if (off) hadFocus ||= document.activeElement === button;
    form.setAttribute('aria-busy', String(busy));
    button.textContent = busy ? busyLabel : idleLabel;
    button.disabled = off;
    if (!off && hadFocus) {
      hadFocus = false;
      if (document.activeElement === document.body || document.activeElement === null) button.focus();
    }
    note.textContent = online ? '' : offlineText;
    if (online) button.removeAttribute('aria-describedby');
    else button.setAttribute('aria-describedby', note.id);
    // Redrawn only when it changes: the slot is an alert, and each redraw is read out again.
    if (problem !== shownProblem) {
      shownProblem = problem;
      const line = document.createElement('p');
      line.className = 'form-problem';
      line.textContent = problem;
      problemSlot.replaceChildren(...(problem ? [line] : []));
    }
  };
  $signIn.subscribe(render);
  $online.subscribe(render);

  $supportPhone.subscribe((phone) => {
    if (!phone) return;
    const link = document.createElement('a');
    link.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
    link.textContent = phone;
    helpPhone.replaceChildren(link);
  });
  void loadSignInExtras();

  // Live: tap replay gives back what was tapped and typed before now (src/scripts/tap-replay.inline.js), as
  // the shell script does on the signed-in pages; this page has no shell.
  form.removeAttribute('data-awaits-script');
  form.setAttribute('data-script-live', '');
  document.documentElement.dataset.shellLive = '1';
  document.dispatchEvent(new Event('portal:shell-live'));
}

const form = document.querySelector<HTMLFormElement>('form[data-sign-in]');
if (form) wire(form);
