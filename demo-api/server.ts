// `npm run demo-api`: serves the demo API on 127.0.0.1:DEMO_API_PORT (default 4010).
import { startDemoApi } from './start.ts';

const running = await startDemoApi();
console.log(`Demo API ouvindo em ${running.url} (caixa de saída: ${running.url}/outbox)`);

const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
