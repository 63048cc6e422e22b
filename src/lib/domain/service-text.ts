// Text from the services, before it is drawn (product-rules R295). Imports nothing: the stored session's
// check and the error texts (portal-core) and the early view's head script use it too.

/**
 * The controls a name can hide behind: the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) and the zero-width and invisible ones
 * (U+200B–U+200D, U+2060–U+2065, U+FEFF). U+202E alone turns 'Cerveja gpj.exe' into 'Cerveja exe.jpg'.
 */
const controls = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** The text without its bidirectional and zero-width controls (R295). */
export function withoutControls(text: string): string {
  return text.replace(controls, '');
}
