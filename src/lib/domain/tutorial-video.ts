// A photo indicator's tutorial video, played inside the details modal (product-rules R258, R259): a video
// file in a <video> element, a YouTube or Vimeo address (or any page of another video host) in that
// host's embedded player, and only when neither can play here, a link. What may play here is what the
// deploy's /config.json names in `videoHosts`, the origins its security policy allows in `media-src` and
// `frame-src` (scripts/security-headers.ts reads them with `videoHostOrigin` too): anything else would be
// blocked by that policy.
import { secureLink } from './links.ts';

/** How a tutorial is shown: played in place (a file, an embedded player) or as a link to open. */
export type TutorialVideo = { kind: 'file'; src: string } | { kind: 'embed'; src: string } | { kind: 'link'; href: string };

/** Paths of a video file a <video> element plays. */
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;
/** A DNS name or an IP literal: no wildcard (a policy would widen it), nothing a header could misread. */
const HOSTNAME = /^(?:[a-z\d-]+\.)*[a-z\d-]+$|^\[[\da-f:.]+\]$/i;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** YouTube's player origins, the one that sets no cookie before play first. */
const YOUTUBE_PLAYERS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIMEO_PLAYER = 'https://player.vimeo.com';

/**
 * A `videoHosts` entry as the origin it names: 'www.youtube-nocookie.com' (a hostname means https) or
 * 'https://player.vimeo.com'. Null for anything else: a path, a wildcard, another scheme, plain http
 * (except this machine's loopback, where the demo API runs: product-rules R225).
 */
export function videoHostOrigin(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const text = entry.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && HOSTNAME.test(url.hostname) && secureLink(url.href) ? url.origin : null;
}

/** The origins of a `videoHosts` list, leaving out what is not a list and the entries that name none. */
export function videoHostOrigins(hosts: unknown): string[] {
  const origins = Array.isArray(hosts) ? hosts.map(videoHostOrigin) : [];
  return [...new Set(origins.filter((origin) => origin !== null))];
}

/** Seconds from YouTube's `t`/`start` ('90', '90s', '1m30s', '1h2m3s'); 0 when absent or unreadable. */
function youtubeStart(url: URL): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '');
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : 0;
}

/** The player addresses of a YouTube video, in order of preference; none when the address names no video. */
function youtubeEmbeds(url: URL): string[] {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : undefined;
  if (!id || !YOUTUBE_ID.test(id)) return [];
  const start = youtubeStart(url);
  return YOUTUBE_PLAYERS.map((player) => `${player}/embed/${id}${start > 0 ? `?start=${start}` : ''}`);
}

/**
 * The player address of a Vimeo video: 'vimeo.com/76979871', '/channels/x/76979871', '/showcase/9/video/76979871',
 * 'player.vimeo.com/video/76979871', and unlisted ones with their hash ('/76979871/8272103f6e', '?h=8272103f6e').
 */
function vimeoEmbeds(url: URL): string[] {
  const segments = url.pathname.split('/').filter(Boolean);
  const named = segments.findIndex((segment) => segment === 'video' || segment === 'videos');
  const at = named === -1 ? segments.findIndex((segment) => /^\d+$/.test(segment)) : named + 1;
  if (at === -1 || !/^\d+$/.test(segments[at] ?? '')) return [];
  const next = segments[at + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null);
  return [`${VIMEO_PLAYER}/video/${segments[at]}${hash && /^[\da-f]+$/i.test(hash) ? `?h=${hash}` : ''}`];
}

/**
 * The embedded player addresses of a YouTube or Vimeo address (a watch page, a short link, an embed),
 * in order of preference; null when the address is not on either, [] when it is but names no video.
 */
export function embedAddresses(address: string): string[] | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtubeEmbeds(url);
  if (VIMEO_HOSTS.has(url.hostname)) return vimeoEmbeds(url);
  return null;
}

/**
 * How a tutorial (`movieLink`, campaign data) is shown, given the deploy's `videoHosts`: null when it is
 * not a safe link at all (product-rules R225); a file on a video host plays in a <video>; a YouTube or
 * Vimeo video in the first of its players that is a video host; any other address on a video host in
 * an embedded player; anything else is a link.
 */
export function tutorialVideo(movieLink: string | null | undefined, videoHosts: unknown): TutorialVideo | null {
  const href = secureLink(movieLink);
  if (!href) return null;
  const hosts = videoHostOrigins(videoHosts);
  const url = new URL(href);
  if (hosts.includes(url.origin) && VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: href };
  const players = embedAddresses(href) ?? [href];
  const src = players.find((player) => hosts.includes(new URL(player).origin));
  return src ? { kind: 'embed', src } : { kind: 'link', href };
}
