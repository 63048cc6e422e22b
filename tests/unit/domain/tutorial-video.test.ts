import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embedAddresses, tutorialVideo, videoHostOrigin, videoHostOrigins } from '../../../src/lib/domain/tutorial-video.ts';

describe('videoHostOrigin (R259)', () => {
  it.each([
    ['www.youtube-nocookie.com', 'https://www.youtube-nocookie.com'],
    ['  player.vimeo.com ', 'https://player.vimeo.com'],
    ['https://player.vimeo.com', 'https://player.vimeo.com'],
    ['https://player.vimeo.com/', 'https://player.vimeo.com'],
    ['HTTPS://Videos.Example.com:8443', 'https://videos.example.com:8443'],
    ['videos.example.com:8443', 'https://videos.example.com:8443'],
    ['http://localhost:4010', 'http://localhost:4010'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['localhost:4010', 'https://localhost:4010'],
  ])('reads %j as %s', (entry, origin) => {
    expect(videoHostOrigin(entry)).toBe(origin);
  });

  it.each([
    ['a plain http host on the network', 'http://videos.example.com'],
    ['a path', 'https://cdn.example.com/videos'],
    ['a path without scheme', 'cdn.example.com/videos'],
    ['a query', 'https://cdn.example.com?x=1'],
    ['a fragment', 'https://cdn.example.com#x'],
    ['credentials', 'https://user:pass@cdn.example.com'],
    ['a wildcard', 'https://*.youtube.com'],
    ['a bare wildcard', '*'],
    ['a policy keyword', "'self'"],
    ['another directive smuggled in', 'https://a.example.com; script-src *'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,x'],
    ['another scheme', 'ftp://cdn.example.com'],
    ['an empty string', ''],
    ['blanks', '   '],
    ['a number', 42],
    ['null', null],
  ])('refuses %s', (_, entry) => {
    expect(videoHostOrigin(entry)).toBeNull();
  });

  it('never yields anything but a plain origin, whatever the entry', () => {
    fc.assert(
      fc.property(fc.string(), (entry) => {
        const origin = videoHostOrigin(entry);
        if (origin !== null) expect(origin).toMatch(/^https?:\/\/[a-z\d.:[\]-]+$/);
      }),
    );
  });
});

describe('videoHostOrigins (R259)', () => {
  it('keeps the origins it can read, once each, in order', () => {
    expect(videoHostOrigins(['www.youtube-nocookie.com', 'bad/path', 'https://www.youtube-nocookie.com', 7, 'player.vimeo.com'])).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it.each([[undefined], [null], ['www.youtube.com'], [{ host: 'www.youtube.com' }]])('%j is no list: no hosts', (hosts) => {
    expect(videoHostOrigins(hosts)).toEqual([]);
  });
});

describe('embedAddresses (R259)', () => {
  const nocookie = (id: string, query = '') => `https://www.youtube-nocookie.com/embed/${id}${query}`;
  const youtube = (id: string, query = '') => `https://www.youtube.com/embed/${id}${query}`;
  const id = 'dQw4w9WgXcQ';

  it.each([
    ['a watch page', `https://www.youtube.com/watch?v=${id}`, [nocookie(id), youtube(id)]],
    ['a watch page without www', `https://youtube.com/watch?v=${id}&feature=share`, [nocookie(id), youtube(id)]],
    ['the mobile site', `https://m.youtube.com/watch?v=${id}`, [nocookie(id), youtube(id)]],
    ['a short link', `https://youtu.be/${id}`, [nocookie(id), youtube(id)]],
    ['a short link with a start in seconds', `https://youtu.be/${id}?t=90`, [nocookie(id, '?start=90'), youtube(id, '?start=90')]],
    ['a start written 1m30s', `https://www.youtube.com/watch?v=${id}&t=1m30s`, [nocookie(id, '?start=90'), youtube(id, '?start=90')]],
    ['a start written 1h2m3s', `https://www.youtube.com/watch?v=${id}&t=1h2m3s`, [nocookie(id, '?start=3723'), youtube(id, '?start=3723')]],
    ['a start parameter', `https://www.youtube.com/embed/${id}?start=12`, [nocookie(id, '?start=12'), youtube(id, '?start=12')]],
    ['a start of 0 is left out', `https://youtu.be/${id}?t=0`, [nocookie(id), youtube(id)]],
    ['an unreadable start is left out', `https://youtu.be/${id}?t=soon`, [nocookie(id), youtube(id)]],
    ['an embed address', `https://www.youtube.com/embed/${id}`, [nocookie(id), youtube(id)]],
    ['a no-cookie embed address', `https://www.youtube-nocookie.com/embed/${id}`, [nocookie(id), youtube(id)]],
    ['a short', `https://www.youtube.com/shorts/${id}`, [nocookie(id), youtube(id)]],
    ['a live', `https://www.youtube.com/live/${id}`, [nocookie(id), youtube(id)]],
    ['the old /v/ form', `https://www.youtube.com/v/${id}`, [nocookie(id), youtube(id)]],
  ])('YouTube, %s', (_, address, players) => {
    expect(embedAddresses(address)).toEqual(players);
  });

  it.each([
    ['a channel page', 'https://www.youtube.com/@distribuidora'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['a watch page without a video', 'https://www.youtube.com/watch'],
    ['an id of the wrong length', 'https://youtu.be/abc'],
    ['an id with other characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc%22'],
    ['the home page', 'https://www.youtube.com/'],
    ['an embed without an id', 'https://www.youtube.com/embed/'],
  ])('YouTube, %s: no video, no player', (_, address) => {
    expect(embedAddresses(address)).toEqual([]);
  });

  it.each([
    ['a video page', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['with www', 'https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['an unlisted video with its hash', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['a hash as a parameter', 'https://vimeo.com/76979871?h=8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['a channel video', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['a showcase video', 'https://vimeo.com/showcase/9876/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['a group video', 'https://vimeo.com/groups/bar/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['a player address', 'https://player.vimeo.com/video/76979871?h=ab12', 'https://player.vimeo.com/video/76979871?h=ab12'],
    ['a hash that is not one', 'https://vimeo.com/76979871?h=%3Cx%3E', 'https://player.vimeo.com/video/76979871'],
    ['a page of a video, not a hash', 'https://vimeo.com/76979871/likes', 'https://player.vimeo.com/video/76979871'],
  ])('Vimeo, %s', (_, address, player) => {
    expect(embedAddresses(address)).toEqual([player]);
  });

  it.each([
    ['a profile', 'https://vimeo.com/distribuidora'],
    ['a showcase without a video', 'https://vimeo.com/showcase/x/video/latest'],
    ['the home page', 'https://vimeo.com/'],
    ['a player address without a video', 'https://player.vimeo.com/video/'],
  ])('Vimeo, %s: no video, no player', (_, address) => {
    expect(embedAddresses(address)).toEqual([]);
  });

  it.each([['https://cdn.example.com/tutorial.mp4'], ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'], ['not a url']])(
    '%s is on neither host',
    (address) => {
      expect(embedAddresses(address)).toBeNull();
    },
  );
});

describe('tutorialVideo (R258)', () => {
  const hosts = ['www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://videos.example.com', 'http://localhost:4010'];

  it.each([
    [
      'an mp4 on a video host',
      'https://videos.example.com/tutoriais/foto.mp4',
      hosts,
      { kind: 'file', src: 'https://videos.example.com/tutoriais/foto.mp4' },
    ],
    [
      'a webm on the demo API',
      'http://localhost:4010/static/tutorials/foto.webm',
      hosts,
      { kind: 'file', src: 'http://localhost:4010/static/tutorials/foto.webm' },
    ],
    [
      'a file whose query follows the name',
      'https://videos.example.com/foto.MOV?v=2',
      hosts,
      { kind: 'file', src: 'https://videos.example.com/foto.MOV?v=2' },
    ],
    [
      'a YouTube watch page, in the no-cookie player',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      hosts,
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'YouTube when only its own player is a host',
      'https://youtu.be/dQw4w9WgXcQ',
      ['www.youtube.com'],
      { kind: 'embed', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    ],
    ['a Vimeo page', 'https://vimeo.com/76979871', hosts, { kind: 'embed', src: 'https://player.vimeo.com/video/76979871' }],
    [
      'a player page of another video host',
      'https://videos.example.com/player/42',
      hosts,
      { kind: 'embed', src: 'https://videos.example.com/player/42' },
    ],
    [
      'a file on a host that is not listed',
      'https://cdn.example.com/foto.mp4',
      hosts,
      { kind: 'link', href: 'https://cdn.example.com/foto.mp4' },
    ],
    [
      'a page on an unknown host',
      'https://tutoriais.example.org/foto',
      hosts,
      { kind: 'link', href: 'https://tutoriais.example.org/foto' },
    ],
    [
      'YouTube when no player is a host',
      'https://youtu.be/dQw4w9WgXcQ',
      ['player.vimeo.com'],
      { kind: 'link', href: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
    [
      'a YouTube page that names no video, even with YouTube listed',
      'https://www.youtube.com/@distribuidora',
      ['www.youtube.com'],
      { kind: 'link', href: 'https://www.youtube.com/@distribuidora' },
    ],
    [
      'anything, without videoHosts',
      'https://videos.example.com/foto.mp4',
      undefined,
      { kind: 'link', href: 'https://videos.example.com/foto.mp4' },
    ],
  ])('%s', (_, movieLink, videoHosts, shown) => {
    expect(tutorialVideo(movieLink, videoHosts)).toEqual(shown);
  });

  it.each([['javascript:alert(1)'], ['http://videos.example.com/foto.mp4'], ['/static/tutorials/foto.webm'], [''], [null], [undefined]])(
    '%j is not offered at all (R225)',
    (movieLink) => {
      expect(tutorialVideo(movieLink, hosts)).toBeNull();
    },
  );
});
