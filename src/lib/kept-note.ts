// The page's 'Atualizado em …' line (docs/offline.md, "Kept answers"): shown while any answer on
// screen is a kept one, in the static slot of the signed-in shell (PortalLayout.astro).

/** Shows `text` in the page's kept-data note, or hides the note when `text` is null. */
export function showKeptNote(text: string | null): void {
  const note = document.getElementById('kept-note');
  if (!note) return;
  note.textContent = text ?? '';
  note.hidden = text === null;
}
