// Switching companies, apart from companies.ts: its answer is a sign-in's, whose schemas only the
// switch needs, so the companies store loads this module when a company is chosen (docs/architecture.md,
// "Modules kept apart for their bytes").
import { loginResponseSchema, type LoginResponse } from './auth.ts';
import { request } from './client.ts';

/** Switches the session to another company of the user; answers like sign-in. */
export function switchCompany(clientCode: string): Promise<LoginResponse> {
  return request('clientApi', '/auth/loginWithAnotherCompany', {
    method: 'POST',
    body: { clientCode },
    schema: loginResponseSchema,
  });
}
