// The stored-session parser is written by hand (stored-session.ts says why) and rebuilds the session
// field by field: a field added to the zod schema of the user or the token but not to the parser
// would be dropped silently on the next page load. These tests build a session from the schemas'
// own shape (every key, nested objects and arrays included, optional keys present) and expect the
// parser to hand every key back.
import { describe, expect, it } from 'vitest';
import type { StoredToken } from '../../../src/lib/api/token.ts';
import { tokenResponseSchema } from '../../../src/lib/api/token-response.ts';
import { sessionUserSchema } from '../../../src/lib/api/session-user.ts';
import { storedSessionParser } from '../../../src/lib/stores/stored-session.ts';
import { testSession } from '../../support/session.ts';

/** The parts of a zod/mini schema's definition that the sampler reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, { def: SchemaDef }>;
  innerType?: { def: SchemaDef };
  element?: { def: SchemaDef };
  in?: { def: SchemaDef };
}

/** A value for `def` in which every key is present and every leaf differs (a wrong copy shows). */
function sample(def: SchemaDef, path: string): unknown {
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sample(field.def, `${path}.${key}`)]));
    case 'array':
      return [sample(def.element!.def, `${path}[0]`)];
    case 'nullable':
    case 'optional':
      return sample(def.innerType!.def, path);
    case 'pipe':
      // A name read through a transform (shown-text.ts): sampled as what the service sends.
      return sample(def.in!.def, path);
    case 'string':
      return `sample ${path}`;
    case 'number':
      return path.length;
    case 'boolean':
      return true;
    default:
      throw new Error(`sample(): teach me the zod type '${def.type}' (at ${path})`);
  }
}

/** Every key path of a plain value, e.g. 'user.current_client.subchannel', 'user.clients[0].name'. */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => [`${path}.${key}`, ...keyPaths(field, `${path}.${key}`)]);
}

const user = sample(sessionUserSchema.def, 'user');
// A stored token is the service's token (its schema) plus the portal's issued_at (StoredToken).
const token = { ...(sample(tokenResponseSchema.def, 'token') as object), issued_at: 1_790_000_000 } as StoredToken;
const stored = { token, user };

describe('storedSessionParser against the zod schemas', () => {
  it('the sample has every key of the schemas, optional ones included', () => {
    expect(keyPaths(stored)).toEqual(
      expect.arrayContaining(['.user.current_client.subchannel', '.user.group.name', '.user.clients[0].cnpj_cpf', '.token.issued_at']),
    );
    expect(sessionUserSchema.safeParse(user).success).toBe(true);
    expect(tokenResponseSchema.safeParse(token).success).toBe(true);
  });

  it('keeps every key of a stored session through a reload (JSON round trip)', () => {
    const parsed = storedSessionParser.safeParse(JSON.parse(JSON.stringify(stored)));
    expect(parsed.success).toBe(true);
    const data = parsed.success ? parsed.data : null;
    expect(keyPaths(data).sort()).toEqual(keyPaths(stored).sort());
    expect(data).toEqual(stored);
  });

  it('keeps the nullable fields as null', () => {
    const session = testSession({ group: null, profile: null });
    const parsed = storedSessionParser.safeParse(JSON.parse(JSON.stringify(session)));
    expect(parsed).toEqual({ success: true, data: session });
  });
});

describe('names with controls in the session (R295)', () => {
  const spoofed = 'Bar do \u202EZé\u200B Ltda';
  const base = testSession({ group: { name: `Rede\u2066 Zé\u2069` } });
  const withControls = {
    ...base,
    user: {
      ...base.user,
      current_client: { ...base.user.current_client, name: spoofed },
      clients: base.user.clients.map((client) => ({ ...client, name: spoofed })),
    },
  };

  it('the sign-in answer’s schema reads them without', () => {
    const parsed = sessionUserSchema.parse(JSON.parse(JSON.stringify(withControls.user)));
    expect(parsed.current_client.name).toBe('Bar do Zé Ltda');
    expect(parsed.clients.every((client) => client.name === 'Bar do Zé Ltda')).toBe(true);
    expect(parsed.group?.name).toBe('Rede Zé');
  });

  it('a session an older build stored is read without them', () => {
    const parsed = storedSessionParser.safeParse(JSON.parse(JSON.stringify(withControls)));
    const user = parsed.success ? parsed.data?.user : undefined;
    expect(user?.current_client.name).toBe('Bar do Zé Ltda');
    expect(user?.clients.map((client) => client.name)).toEqual(withControls.user.clients.map(() => 'Bar do Zé Ltda'));
    expect(user?.group?.name).toBe('Rede Zé');
  });
});
