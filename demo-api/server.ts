// `npm run demo-api`: serves the demo API on 127.0.0.1:DEMO_API_PORT (default 4010). DEMO_API_HOST picks
// another loopback address; any other address needs DEMO_API_ALLOW_REMOTE=1 (docs/product-rules.md R227).
// DEMO_API_ALLOWED_ORIGINS names the portal's origins, which alone get CORS (default: port 4321, R226).
import { startDemoApi } from './start.ts';

const running = await startDemoApi(process.env.DEMO_API_HOST ? { hostname: process.env.DEMO_API_HOST } : {}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`Demo API ouvindo em ${running.url} (caixa de saída: ${running.url}/outbox)`);

const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
