// The demo's outbox: e-mails the services 'sent' (validation tokens, temporary passwords), shown
// at GET /outbox (HTML) and GET /outbox.json, newest first.
import { Hono } from 'hono';
import type { DemoContext, DemoEnv } from './context.ts';
import type { OutboxMail } from './state.ts';
import { escapeHtml } from './text.ts';

/** Puts an e-mail in the outbox. */
export function sendMail(ctx: DemoContext, mail: Omit<OutboxMail, 'id' | 'sentAt'>): OutboxMail {
  ctx.state.counters.mail += 1;
  const full: OutboxMail = { ...mail, id: ctx.state.counters.mail, sentAt: ctx.now().getTime() };
  ctx.state.outbox.push(full);
  return full;
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });

function page(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.to)}</td>
  <td>${escapeHtml(m.subject)}</td>
  <td>${m.kind === 'token' ? 'Token de validação' : 'Senha temporária'}: <code>${escapeHtml(m.code)}</code></td>
  <td><time datetime="${new Date(m.sentAt).toISOString()}">${escapeHtml(timeFormat.format(new Date(m.sentAt)))}</time></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de saída — API de demonstração</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  main { max-width: 64rem; margin: 0 auto; padding: 1.5rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  caption { text-align: left; padding: 0.5rem 0; color: #444; }
  th, td { border: 1px solid #ccc; padding: 0.5rem 0.75rem; text-align: left; vertical-align: top; }
  th { background: #eef3ee; }
  code { font-size: 1.15rem; font-weight: 700; letter-spacing: 0.1em; background: #fff6d6; padding: 0 0.25rem; }
  a { color: #0b5d1e; }
</style>
</head>
<body>
<main>
<h1>Caixa de saída</h1>
<p>E-mails enviados pela API de demonstração (tokens de validação e senhas temporárias), do mais recente ao mais antigo. Nenhum e-mail de verdade é enviado.</p>
<p><a href="/outbox">Atualizar</a> · <a href="/outbox.json">Ver em JSON</a></p>
${
  mails.length
    ? `<table>
<caption>${mails.length} ${mails.length === 1 ? 'e-mail enviado' : 'e-mails enviados'}</caption>
<thead><tr><th scope="col">Para</th><th scope="col">Assunto</th><th scope="col">Código</th><th scope="col">Enviado em</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Nenhum e-mail enviado ainda.</p>'
}
</main>
</body>
</html>`;
}

/** GET /outbox (HTML) and GET /outbox.json. */
export function outboxRoutes(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();
  const newestFirst = () => [...ctx.state.outbox].sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);
  r.get('/outbox', (c) => c.html(page(newestFirst())));
  r.get('/outbox.json', (c) =>
    c.json(
      newestFirst().map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        kind: m.kind,
        code: m.code,
        text: m.text,
        sentAt: new Date(m.sentAt).toISOString(),
      })),
    ),
  );
  return r;
}
