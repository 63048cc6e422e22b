// The plain `{message, details?}` answer of most writes, apart from auth.ts: the campaigns, account and
// prospera calls need only this schema, and importing it from auth.ts brought every sign-in schema
// to pages that never sign in (docs/architecture.md, "Modules kept apart for their bytes").
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';

/** `{message, details?}`: the plain answer of most writes; `details` is the text shown to the user. */
export const messageResponseSchema = z.object({
  message: shownText,
  details: z.optional(shownText),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
