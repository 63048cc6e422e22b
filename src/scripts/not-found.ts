// The fallback router of 404.html: on /404 itself the page stays; on any other path (a host that
// served 404.html for a deep link) the path is routed as the route table says.
import { matchRoute, normalisePath } from '../lib/domain/routes.ts';
import { deepLinkShellUrl } from '../lib/stores/route.ts';

const { pathname, search, hash } = window.location;
const path = normalisePath(pathname.replace(/\.html$/, ''));
if (path !== '/404') {
  const shell = deepLinkShellUrl(pathname, search, hash);
  const match = matchRoute(pathname);
  window.location.replace(shell ?? (match.kind === 'static' ? `${match.path}/${search}${hash}` : '/campanhas'));
}
