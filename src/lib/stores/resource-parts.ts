// Parts: the secondary calls of a screen (a list in a collapsed section, banners). Their failure is
// theirs alone: the screen shows what came, and the part shows its error and a retry. Kept apart
// from resource.ts, which every screen loads, because only the old campaign screens use it.
import { errorMessage } from '../api/errors.ts';
import type { Resource } from './resource.ts';

/** A part that did not come: loading again, or failed with its pt-BR message. Absent: it came. */
export type PartStatus = { loading: true; error?: undefined } | { loading?: false; error: string };

/** Data of a screen with parts that load, fail and load again on their own. */
export interface WithParts<Part extends string> {
  parts?: Partial<Record<Part, PartStatus>> | undefined;
}

/** What a part's call ended with: its answer, or the message of its failure (logged under `name`). */
export type PartAnswer<V> = { value: V; error?: undefined } | { value?: undefined; error: string };

/** Waits for a part's call without ever rejecting, so that one part cannot fail the whole screen. */
export async function settlePart<V>(name: string, call: Promise<V>): Promise<PartAnswer<V>> {
  try {
    return { value: await call };
  } catch (error) {
    console.error(`[${name}]`, error);
    return { error: errorMessage(error) };
  }
}

/** The statuses of the parts that failed, or undefined when every part came. */
export function failedParts<Part extends string>(answers: Record<Part, PartAnswer<unknown>>): WithParts<Part>['parts'] {
  const entries = Object.entries<PartAnswer<unknown>>(answers).filter(([, answer]) => answer.error !== undefined);
  return entries.length > 0
    ? (Object.fromEntries(entries.map(([part, answer]) => [part, { error: answer.error! }])) as WithParts<Part>['parts'])
    : undefined;
}

function withPartStatus<T extends WithParts<Part>, Part extends string>(data: T, part: Part, status: PartStatus | undefined): T {
  const parts: Partial<Record<Part, PartStatus>> = { ...data.parts };
  if (status) parts[part] = status;
  else delete parts[part];
  return { ...data, parts: Object.keys(parts).length > 0 ? parts : undefined };
}

/**
 * A part's 'Tentar novamente': the part shows as loading, then takes its answer (`apply`) or its
 * failure again, leaving the rest of the screen as it is. Ignored while the part is already loading;
 * an answer is dropped if the whole screen was loaded again meanwhile.
 */
export async function reloadPart<T extends WithParts<Part>, Part extends string, V>(
  resource: Pick<Resource<T, []>, '$data' | 'patch'>,
  name: string,
  part: Part,
  call: (data: T) => Promise<V>,
  apply: (data: T, value: V) => T,
): Promise<void> {
  const data = resource.$data.get();
  if (!data || data.parts?.[part]?.loading) return;
  resource.patch((current) => withPartStatus(current, part, { loading: true }));
  const answer = await settlePart(name, call(data));
  resource.patch((current) => {
    if (!current.parts?.[part]?.loading) return current;
    return answer.error === undefined
      ? withPartStatus(apply(current, answer.value as V), part, undefined)
      : withPartStatus(current, part, { error: answer.error });
  });
}
