import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScriptIntegrity } from '../../../src/lib/domain/bot-check.ts';

const algorithms = { sha256: 32, sha384: 48, sha512: 64 } as const;
const hash = (algorithm: string, code = 'window.botCheck = true;') => `${algorithm}-${createHash(algorithm).update(code).digest('base64')}`;

describe('isScriptIntegrity (R294)', () => {
  it.each(Object.keys(algorithms))('accepts a %s hash as openssl and the browsers write it', (algorithm) => {
    expect(isScriptIntegrity(hash(algorithm))).toBe(true);
  });

  it('accepts the base64 of any digest of the right length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.entries(algorithms)),
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        ([algorithm, bytes], digest) => isScriptIntegrity(`${algorithm}-${Buffer.from(digest.subarray(0, bytes)).toString('base64')}`),
      ),
    );
  });

  it('refuses a digest one byte too short or too long for its algorithm', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.entries(algorithms)),
        fc.constantFrom(-1, 1),
        fc.uint8Array({ minLength: 65, maxLength: 65 }),
        ([algorithm, bytes], change, digest) =>
          !isScriptIntegrity(`${algorithm}-${Buffer.from(digest.subarray(0, bytes + change)).toString('base64')}`),
      ),
    );
  });

  const sha384 = hash('sha384');
  const sha256 = hash('sha256');
  const sha512 = hash('sha512');
  it.each([
    ['another algorithm', hash('sha1')],
    ['md5', hash('md5')],
    ['an algorithm in capitals', sha384.replace('sha384', 'SHA384')],
    ['a sha384 digest named sha256', sha384.replace('sha384', 'sha256')],
    ['a sha256 digest named sha512', sha256.replace('sha256', 'sha512')],
    ['no algorithm', sha384.slice('sha384-'.length)],
    ['no digest', 'sha384-'],
    ['a sha256 digest without its padding', sha256.slice(0, -1)],
    ['a sha512 digest without its padding', sha512.slice(0, -2)],
    ['a sha256 digest whose unused bits are set', `${sha256.slice(0, -2)}B=`],
    ['a sha512 digest whose unused bits are set', `${sha512.slice(0, -3)}B==`],
    ["base64url's - and _", `sha384-${'A'.repeat(62)}-_`],
    ['a character outside base64', `${sha384.slice(0, -1)}!`],
    ['an option after the hash', `${sha384}?ct=application/javascript`],
    ['two hashes', `${sha384} ${sha512}`],
    ['blanks around it', ` ${sha384} `],
    ['a line break after it', `${sha384}\n`],
    ['an empty string', ''],
    ['a number', 384],
    ['null', null],
    ['a list', [sha384]],
  ])('refuses %s', (_, value) => {
    expect(isScriptIntegrity(value)).toBe(false);
  });
});
