// A self-signed certificate for serving the build and the demo API over HTTP/2 + TLS on this machine,
// the way a CDN serves the portal (docs/performance.md, "Why the lab serves HTTP/2 + TLS"). Made at run
// time with the system's openssl and kept in a temporary folder: nothing secret is committed.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PEM key and certificate for localhost and 127.0.0.1. */
export interface TlsCredentials {
  key: string;
  cert: string;
}

let made: TlsCredentials | undefined;

/** Makes (once per process) a throw-away certificate; browsers must be told to accept it. */
export function selfSignedCertificate(): TlsCredentials {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    made = { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
    return made;
  } catch (error) {
    throw new Error(`Could not make a self-signed certificate with openssl (apt-get install openssl): ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The certificate's public-key hash as Chromium's `--ignore-certificate-errors-spki-list` wants it. With
 * it Chromium treats this one certificate as valid, as a CDN's is, so answers are stored in the HTTP
 * cache; `--ignore-certificate-errors` only lets the page load, and nothing from an origin with a
 * certificate error is cached (every picture of a repeat visit would go back to the network).
 */
export function spkiHash(cert: string): string {
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(publicKey).digest('base64');
}
