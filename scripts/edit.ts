// `npm run edit`: the FAQ's editor against the working copy (docs/editing-the-faq.md). Starts Decap CMS's
// proxy server, which reads and writes the FAQ's files here, and `astro dev`, which serves the editor at
// /admin and the portal beside it, so a saved answer shows on /duvitas at once.
//   EDIT_PORT (default 4321): the portal and the editor; EDIT_PROXY_PORT (default 8081): the proxy.
import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.EDIT_PORT ?? 4321);
const proxyPort = Number(process.env.EDIT_PROXY_PORT ?? 8081);
// The proxy writes files: it listens on this machine alone, not on its network.
const proxyHost = '127.0.0.1';
const proxyUrl = `http://${proxyHost}:${proxyPort}/api/v1`;

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    // One without the other edits nothing: both stop.
    stop();
    process.exitCode = code ?? 1;
  });
  children.push(child);
  return child;
}
function stop(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

// The proxy's file-system mode writes the files as they are (no commit): git shows what changed.
start(process.execPath, [`${root}node_modules/decap-server/dist/index.js`], {
  PORT: String(proxyPort),
  BIND_HOST: proxyHost,
  MODE: 'fs',
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: 'warn',
});
start(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'dev', '--port', String(port)], { FAQ_EDITOR_PROXY_URL: proxyUrl });

console.log(`
Editor das dúvidas frequentes: http://localhost:${port}/admin/  (Entrar, escolha a pergunta, Publicar)
O portal, com o que foi salvo:  http://localhost:${port}/duvitas
Os arquivos editados:           src/content/faq/  (git diff mostra as mudanças)
`);
