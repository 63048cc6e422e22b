// Failure texts said once (product-rules R279): a service's generic reason under the portal's own sentence.
// Apart from text.ts, which every signed-in page loads (build/chunks.ts): only the failures that need it load this.
import { stripAccents } from './text.ts';

/** A sentence as `unsaid` compares it: no case, accents, spacing or final punctuation. */
const sentenceKey = (sentence: string) =>
  stripAccents(sentence)
    .toLowerCase()
    .replace(/[\s.!?\u2026]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The sentences of `text` that none of `said` already says, in order (R279): a service's generic reason
 * ('Tente novamente mais tarde.') under the portal's own sentence that says it too is not said twice. '' when
 * nothing new is left.
 */
export function unsaid(text: string, said: readonly string[]): string {
  const known = new Set(said.flatMap((shown) => shown.split(/(?<=[.!?\u2026])\s+/u)).map(sentenceKey));
  return text
    .split(/(?<=[.!?\u2026])\s+/u)
    .filter((sentence) => {
      const key = sentenceKey(sentence);
      if (!key || known.has(key)) return false;
      known.add(key);
      return true;
    })
    .join(' ')
    .trim();
}
