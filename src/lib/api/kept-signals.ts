// What the kept answers tell the rest of the page (docs/offline.md, "Kept answers"), as atoms: lib/api
// draws nothing. The shell draws the 'Atualizado em …' note from $keptNote (scripts/shell.ts); the
// screens redraw on $freshAnswers (screens/screen.ts › onFreshData). Here, apart from kept-answers.ts,
// which loads at the page's first kept read: both are listened to from the page's first load.
import { atom } from 'nanostores';

/** The note's text, 'Atualizado em …' with the oldest kept answer's time, or null: none is on screen. */
export const $keptNote = atom<string | null>(null);

/** Counts the bursts of fresh answers that replaced kept ones on screen: each one redraws the screens. */
export const $freshAnswers = atom(0);
