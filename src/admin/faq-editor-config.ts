// The FAQ's editor (Decap CMS at /admin, docs/editing-the-faq.md): its one collection, described from the
// constants the content schema uses (src/content.config.ts), so the editor offers what the build accepts.
// The answer's own rules (no raw HTML, safe links) are checked by the answer's widget (faq-editor.ts).
import { FAQ_DEFAULT_ORDER, FAQ_QUESTION_MIN_LENGTH, faqTabs } from '../lib/domain/faq-markdown.ts';

/** Where the FAQ's files are, from the repository's root (the content collection's folder). */
export const FAQ_FOLDER = 'src/content/faq';

/** The name the answer's widget is registered under: Decap's markdown editor with the FAQ's rules. */
export const ANSWER_WIDGET = 'faq-answer';

/** Where the editor saves. */
export type FaqEditorBackend =
  /** The working copy, through Decap's proxy server (`npm run edit`); `url` is its API. */
  | { kind: 'local'; url: string }
  /** A GitHub repository, each change a pull request to review before it is published (the editorial workflow). */
  | { kind: 'github'; repo: string; branch: string; baseUrl?: string };

/** `owner/name` of a GitHub repository. */
const GITHUB_REPO = /^[\w.-]+\/[\w.-]+$/;

/**
 * The editor's backend on a built site, from the deploy's `/config.json` (`faqEditor`: docs/editing-the-faq.md):
 * `{ "repo": "owner/name", "branch": "main", "authUrl": "https://…" }`, the GitHub repository the FAQ is
 * in and the OAuth provider that signs an editor in to GitHub. Null, with what is missing or wrong in
 * pt-BR, when the deploy has none or a bad one: the page then says so rather than open an editor that
 * cannot save.
 */
export function editorBackendFromConfig(
  config: unknown,
): { backend: FaqEditorBackend; problem: null } | { backend: null; problem: string } {
  const settings = (config as { faqEditor?: unknown } | null)?.faqEditor;
  if (settings === undefined) return { backend: null, problem: 'O editor das dúvidas frequentes não está ligado neste endereço.' };
  const { repo, branch = 'main', authUrl } = (typeof settings === 'object' && settings !== null ? settings : {}) as Record<string, unknown>;
  const wrong: string[] = [];
  if (typeof repo !== 'string' || !GITHUB_REPO.test(repo)) wrong.push('repo (o repositório no GitHub, como "empresa/portal")');
  if (typeof branch !== 'string' || !branch) wrong.push('branch (o ramo publicado, como "main")');
  let baseUrl: string | null = null;
  try {
    // Decap opens `${base_url}/auth` in the sign-in window.
    baseUrl = typeof authUrl === 'string' && new URL(authUrl).protocol === 'https:' ? authUrl.replace(/\/+$/, '') : null;
  } catch {
    // Not an address.
  }
  if (!baseUrl) wrong.push('authUrl (o endereço https do serviço de login no GitHub)');
  if (wrong.length)
    return { backend: null, problem: `A configuração do editor em /config.json (faqEditor) está incompleta: ${wrong.join('; ')}.` };
  return { backend: { kind: 'github', repo: repo as string, branch: branch as string, baseUrl: baseUrl! }, problem: null };
}

/** Decap's configuration for the FAQ (what `CMS.init({ config })` takes). */
export function faqEditorConfig(backend: FaqEditorBackend): Record<string, unknown> {
  const saving =
    backend.kind === 'local'
      ? // The proxy writes the files of the working copy: it has no editorial workflow.
        { backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' }, publish_mode: 'simple' }
      : {
          backend: {
            name: 'github',
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
          },
          publish_mode: 'editorial_workflow',
        };
  return {
    load_config_file: false,
    ...saving,
    locale: 'pt',
    // Decap needs one; the FAQ has no images (an answer's markdown may link, not embed).
    media_folder: 'public/faq-media',
    // A new question's file: its tab and question, without accents (`pedidos-ate-que-horas….md`).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'faq',
        label: 'Dúvidas frequentes',
        label_singular: 'Pergunta',
        folder: FAQ_FOLDER,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{tab}}-{{question}}',
        identifier_field: 'question',
        summary: '{{tab}} · {{question}}',
        sortable_fields: ['tab', 'order', 'question'],
        fields: [
          {
            name: 'question',
            label: 'Pergunta',
            widget: 'string',
            hint: 'Como o cliente perguntaria.',
            pattern: [`^[\\s\\S]{${FAQ_QUESTION_MIN_LENGTH},}$`, `A pergunta precisa de pelo menos ${FAQ_QUESTION_MIN_LENGTH} caracteres.`],
          },
          { name: 'tab', label: 'Aba', widget: 'select', options: [...faqTabs] },
          {
            name: 'order',
            label: 'Ordem na aba',
            widget: 'number',
            value_type: 'int',
            required: false,
            default: FAQ_DEFAULT_ORDER,
            hint: 'As menores primeiro.',
          },
          {
            name: 'body',
            label: 'Resposta',
            widget: ANSWER_WIDGET,
            // Markdown as written: what is saved is what the editor sees.
            modes: ['raw'],
            // The preview draws the answer through DOMPurify, as it is being written (a refused link too).
            sanitize_preview: true,
            // Decap draws a hint as markdown: the examples in code.
            hint: 'Em markdown: `**negrito**`, listas, `[texto](https://...)` para um link. Sem HTML.',
          },
        ],
      },
    ],
  };
}
