// Every route of the route table with a concrete path (ids of the demo API's seed, so the screens show real
// data), and whether it is visited signed in: the sweeps that walk them all (a11y.spec.ts, loading-regime.spec.ts).
import { staticPaths } from '../../src/lib/domain/routes.ts';

export const sweep: ReadonlyArray<{ path: string; signedIn: boolean }> = [
  ...staticPaths.map((path) => ({ path, signedIn: !path.startsWith('/auth') })),
  { path: '/auth/signup', signedIn: false },
  { path: '/auth/signup/400001/52998224725', signedIn: false },
  { path: '/campanhas/101', signedIn: true },
  { path: '/campanhas/detalhes/101', signedIn: true },
  { path: '/campanhas-prospera/31/PDV', signedIn: true },
  { path: '/campanhas-prospera/detalhes/31/PDV', signedIn: true },
];
