// `npm start`: builds when the sources are newer than dist/, then serves the portal and, on its
// own origin (another port, CORS as in production), the demo API. Prints the URL and demo logins.
// `--https` serves both over HTTP/2 + TLS with a throw-away certificate, as a CDN would (the audit's way).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { loopbackOrigins, originsFromEnv } from '../demo-api/lib/access.ts';
import { startDemoApi } from '../demo-api/start.ts';
import { demoConfig, startStaticServer } from './serve.ts';
import { selfSignedCertificate } from './tls.ts';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.DEMO_API_PORT ?? 4010);
const skipBuild = process.argv.includes('--no-build');
const tls = process.argv.includes('--https') ? selfSignedCertificate() : undefined;
// A second static server that behaves like a host without rewrite rules (only 404.html routes).
const plainPort = process.env.PLAIN_PORT ? Number(process.env.PLAIN_PORT) : null;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildIsStale(): boolean {
  const built = existsSync(join(root, 'dist/index.html')) ? statSync(join(root, 'dist/index.html')).mtimeMs : 0;
  const sources = Math.max(...['src', 'public', 'astro.config.mjs', 'package-lock.json'].map((p) => newest(join(root, p))));
  return built < sources;
}

if (!skipBuild && buildIsStale()) {
  console.log('Construindo o portal (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

// The demo API answers CORS for the sites served here only, and DEMO_API_ALLOWED_ORIGINS (product-rules R226).
const allowedOrigins = [
  ...loopbackOrigins(port, tls ? 'https' : 'http'),
  ...(plainPort ? loopbackOrigins(plainPort) : []),
  ...originsFromEnv(process.env.DEMO_API_ALLOWED_ORIGINS),
];
const api = await startDemoApi({ port: apiPort, tls, allowedOrigins });
const config = demoConfig(api.url, api.api.vapidPublicKey);
let site: Awaited<ReturnType<typeof startStaticServer>>;
let plain: typeof site | null;
try {
  site = await startStaticServer({ port, config, tls });
  plain = plainPort ? await startStaticServer({ port: plainPort, config, rewrites: false }) : null;
} catch (error) {
  // E.g. a build whose security headers are not its config's (product-rules R223): nothing is served.
  console.error(`O portal não foi servido.\n${(error as Error).message}`);
  await api.close();
  process.exit(1);
}

console.log(`
Portal do Cliente: ${site.url}
Demo API:          ${api.url}   (caixa de e-mails de demonstração: ${api.url}/outbox)

Logins de demonstração (senha de todos: Demo@123)
  12345678909      com acesso à loja, 3 empresas (100001, 100002, 100003 inativa)
  11222333000181   sem acesso à loja, 1 empresa (200001)
  12ABC34501DE35   aguardando validação do e-mail (token na caixa de e-mails)
Primeiro acesso:   código do cliente 400001 com o CPF 52998224725

${tls ? `HTTP/2 + TLS com certificado autoassinado: aceite o aviso do navegador no portal e em ${api.url}/outbox.\n` : ''}Ctrl+C para parar.`);

const stop = async () => {
  await Promise.allSettled([site.close(), api.close(), plain?.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
