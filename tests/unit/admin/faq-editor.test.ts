// The FAQ's editor (docs/editing-the-faq.md): its collection described from the content schema's constants,
// where it saves (the working copy under npm run edit, GitHub as a deploy's /config.json says), and its page.
import { describe, expect, it } from 'vitest';
import { faqTabs } from '../../../src/lib/domain/faq-markdown.ts';
import { editorBackendFromConfig, faqEditorConfig } from '../../../src/admin/faq-editor-config.ts';
import { editorPage } from '../../../src/admin/page.ts';

describe('faqEditorConfig', () => {
  const fields = (config: Record<string, unknown>) =>
    (config['collections'] as Array<{ fields: Array<Record<string, unknown>> }>)[0]!.fields;

  it('offers the content schema’s tabs and saves the working copy through the proxy, without a workflow', () => {
    const config = faqEditorConfig({ kind: 'local', url: 'http://localhost:8081/api/v1' });
    expect(fields(config).find((field) => field['name'] === 'tab')?.['options']).toEqual([...faqTabs]);
    expect(config['backend']).toEqual({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' });
    expect(config['publish_mode']).toBe('simple');
  });

  it('on GitHub, each change is a reviewable change before it is published (the editorial workflow)', () => {
    const config = faqEditorConfig({ kind: 'github', repo: 'distribuidora/portal', branch: 'main' });
    expect(config['backend']).toEqual({ name: 'github', repo: 'distribuidora/portal', branch: 'main' });
    expect(config['publish_mode']).toBe('editorial_workflow');
  });
});

describe('editorBackendFromConfig (the editor on a built site)', () => {
  it('saves to the GitHub repository the deploy’s /config.json names, signing in through its OAuth provider', () => {
    const found = editorBackendFromConfig({ faqEditor: { repo: 'distribuidora/portal', authUrl: 'https://login.example.com/' } });
    expect(found).toEqual({
      backend: { kind: 'github', repo: 'distribuidora/portal', branch: 'main', baseUrl: 'https://login.example.com' },
      problem: null,
    });
    expect(faqEditorConfig(found.backend!)['backend']).toEqual({
      name: 'github',
      repo: 'distribuidora/portal',
      branch: 'main',
      base_url: 'https://login.example.com',
    });
  });

  it('says in pt-BR that the editor is off where the deploy has none, and what is wrong in a bad one', () => {
    expect(editorBackendFromConfig({ usersApi: 'https://a' })).toEqual({
      backend: null,
      problem: 'O editor das dúvidas frequentes não está ligado neste endereço.',
    });
    const bad = editorBackendFromConfig({ faqEditor: { repo: 'portal', branch: '', authUrl: 'http://login.example.com' } });
    expect(bad.backend).toBeNull();
    expect(bad.problem).toBe(
      'A configuração do editor em /config.json (faqEditor) está incompleta: repo (o repositório no GitHub, como "empresa/portal"); ' +
        'branch (o ramo publicado, como "main"); authUrl (o endereço https do serviço de login no GitHub).',
    );
    expect(editorBackendFromConfig({ faqEditor: 'sim' }).backend).toBeNull();
    expect(editorBackendFromConfig(null).backend).toBeNull();
  });
});

describe('editorPage', () => {
  it('carries the working copy’s proxy under npm run edit only, escaped, and is never indexed', () => {
    const local = editorPage({ kind: 'local', url: 'http://127.0.0.1:8081/api/v1?a="b"' });
    expect(local).toContain(
      'data-backend="{&quot;kind&quot;:&quot;local&quot;,&quot;url&quot;:&quot;http://127.0.0.1:8081/api/v1?a=\\&quot;b\\&quot;&quot;}"',
    );
    const built = editorPage(null);
    expect(built).not.toContain('data-backend');
    expect(built).toContain('<meta name="robots" content="noindex" />');
    // No inline script: the editor's policy allows none.
    expect(built).not.toMatch(/<script>/);
  });
});
