// The FAQ's editor at /admin (docs/editing-the-faq.md): Decap CMS, loaded as its own prebuilt script
// (decap-cms.js, with its own React), set up here before it starts: the answer's widget refuses what the
// build would refuse (raw HTML, unsafe links: domain/faq-markdown.ts) in pt-BR before anything is saved,
// and the preview draws a question as /duvitas does, with the portal's styles.
import globalStyles from '../styles/global.css?raw';
import formStyles from '../styles/forms.css?raw';
import faqStyles from '../styles/faq.css?raw';
import { faqAnswerProblems } from '../lib/domain/faq-markdown.ts';
import { ANSWER_WIDGET, editorBackendFromConfig, faqEditorConfig, type FaqEditorBackend } from './faq-editor-config.ts';

/** The part of Decap's browser API used here (decap-cms.js puts it on `window`). */
interface Decap {
  init(options: { config: Record<string, unknown> }): void;
  getWidget(name: string): { control: unknown; preview: unknown };
  registerWidget(name: string, control: unknown, preview: unknown): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
}
type Element = unknown;
interface DecapWindow {
  CMS_MANUAL_INIT?: boolean;
  CMS: Decap;
  /** React's createElement and createClass, as Decap hands them to extensions. */
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => Element;
  createClass: (spec: Record<string, unknown>) => unknown;
}
interface WidgetProps {
  value?: string;
}
interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  widgetFor: (name: string) => Element;
}

/** A field of the entry as text (Decap keeps an entry's data as an Immutable map of plain values). */
function textOf(entry: PreviewProps['entry'], field: string): string {
  const value = entry.getIn(['data', field]);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Where this editor saves: the page says it under `npm run edit` (`data-backend`, the local proxy); on a
 * built site the deploy's /config.json does. Null, with the reason said on the page, when it cannot.
 */
async function backendOf(say: (text: string) => void): Promise<FaqEditorBackend | null> {
  const { backend } = document.documentElement.dataset;
  if (backend) return JSON.parse(backend) as FaqEditorBackend;
  let config: unknown;
  try {
    const answer = await fetch('/config.json', { cache: 'no-cache' });
    if (!answer.ok) throw new Error(String(answer.status));
    config = await answer.json();
  } catch {
    say('Não foi possível ler a configuração do portal (/config.json). Verifique a conexão e recarregue a página.');
    return null;
  }
  const found = editorBackendFromConfig(config);
  if (found.problem !== null) say(found.problem);
  return found.backend;
}

function setUp(decap: DecapWindow, backend: FaqEditorBackend): void {
  const { CMS, h, createClass } = decap;
  const markdown = CMS.getWidget('markdown');
  // Decap asks a widget's control isValid() before saving: the build's rules, said in pt-BR.
  const AnswerControl = createClass({
    isValid(this: { props: WidgetProps }) {
      const [first, ...more] = faqAnswerProblems(this.props.value ?? '');
      return first === undefined ? true : { error: { message: [first, ...more].join(' ') } };
    },
    render(this: { props: WidgetProps }) {
      return h(markdown.control, this.props as Record<string, unknown>);
    },
  });
  CMS.registerWidget(ANSWER_WIDGET, AnswerControl, markdown.preview);
  CMS.registerPreviewStyle(`${globalStyles}\n${formStyles}\n${faqStyles}`, { raw: true });
  // The question as /duvitas draws it: a native <details>, open.
  CMS.registerPreviewTemplate('faq', ({ entry, widgetFor }: PreviewProps) =>
    h(
      'main',
      { className: 'faq' },
      h('p', { className: 'muted' }, `Aba ${textOf(entry, 'tab')}`),
      h(
        'details',
        { className: 'faq-item', open: true },
        h('summary', null, textOf(entry, 'question')),
        h('div', { className: 'faq-answer' }, widgetFor('body')),
      ),
    ),
  );
  // Decap draws its own screen, with its own landmark (nameDecapParts): the waiting one goes.
  document.getElementById('editor-status')?.remove();
  CMS.init({ config: faqEditorConfig(backend) });
}

/**
 * What Decap's own markup leaves unnamed, named as the portal's pages are (zero axe violations): its editor
 * in a landmark, its preview frame and its markdown editor (a contenteditable its label cannot name).
 */
function nameDecapParts(): void {
  const name = () => {
    const app = document.getElementById('nc-root');
    if (app && !app.hasAttribute('role')) {
      app.setAttribute('role', 'main');
      app.setAttribute('aria-label', 'Editor das dúvidas frequentes');
    }
    const preview = document.getElementById('preview-pane');
    if (preview && !preview.title) preview.title = 'Pré-visualização da pergunta';
    for (const editor of document.querySelectorAll<HTMLElement>('[contenteditable="true"]:not([aria-label])'))
      editor.setAttribute('aria-label', 'Resposta');
    // A canvas Decap leaves in the body to measure text: nothing to read.
    for (const canvas of document.querySelectorAll('body > canvas:not([aria-hidden])')) canvas.setAttribute('aria-hidden', 'true');
  };
  new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
}

// Decap refuses to save an entry whose fields fail their checks by rejecting a promise with nothing, which
// nothing catches: the refusal is said on the field, so that rejection is no error to report.
addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});

const page = window as unknown as DecapWindow;
const status = document.querySelector<HTMLElement>('#editor-status [role="status"]');
const say = (text: string) => {
  if (status) status.textContent = text;
};
const backend = await backendOf(say);
if (backend) {
  nameDecapParts();
  page.CMS_MANUAL_INIT = true;
  const script = document.createElement('script');
  script.src = '/admin/decap-cms.js';
  script.onload = () => setUp(page, backend);
  script.onerror = () => say('Não foi possível carregar o editor. Verifique a conexão e recarregue a página.');
  document.head.append(script);
}
