// The signed-in user as the users service describes it (contract: SessionUser). Kept apart from
// the call modules so the session store can validate what it persists without loading the client.
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';

/** A company the user may switch to (contract: ClientRef). */
export const clientRefSchema = z.object({
  clientCode: z.string(),
  name: shownText,
  cnpj_cpf: z.string(),
});

/** The company the session acts for (contract: CurrentClient). */
export const currentClientSchema = z.object({
  clientCode: z.string(),
  name: shownText,
  cnpj_cpf: z.string(),
  profile: z.nullable(shownImage),
  subchannel: z.optional(z.string()),
});

/** The user of the sign-in answer (contract: SessionUser). */
export const sessionUserSchema = z.object({
  storeAccess: z.boolean(),
  clients: z.array(clientRefSchema),
  cnpj_cpf: z.string(),
  group: z.nullable(z.object({ name: shownText })),
  profile: z.nullable(shownImage),
  current_client: currentClientSchema,
});

export type ClientRef = z.infer<typeof clientRefSchema>;
export type CurrentClient = z.infer<typeof currentClientSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
