// The contract's integers (ids, boxes, stock), checked on z.number: z.int() brought zod's number
// formats into portal-app, ~0.5 KiB gzip on every island page (docs/performance.md, "What weighs on a
// first load"). One schema, reused: a zod schema is never changed once built.
import * as z from 'zod/mini';

/** A safe integer, as z.int() accepted. */
export const integer = z.number().check((payload) => {
  if (!Number.isSafeInteger(payload.value)) payload.issues.push({ code: 'custom', input: payload.value });
});
