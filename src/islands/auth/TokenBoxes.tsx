// Six one-character boxes for the e-mailed token: typing moves forward, Backspace on an empty box
// goes back, arrows move, and a pasted (or autofilled) token fills every box from the first.
import { useEffect, useEffectEvent, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cleanToken, TOKEN_LENGTH } from '../../lib/domain/auth-rules.ts';

interface TokenBoxesProps {
  /** One character per box ('' when empty). */
  chars: readonly string[];
  onChars: (chars: string[]) => void;
  describedBy?: string | undefined;
  invalid: boolean;
  /** Receives the first box, so a failed submit can focus it. */
  firstRef?: (element: HTMLElement | null) => void;
}

export function TokenBoxes({ chars, onChars, describedBy, invalid, firstRef }: TokenBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Characters typed before the island hydrated are only in the DOM: keep them (once, on mount).
  const adoptTyped = useEffectEvent(() => {
    const typed = boxes.current.map((box) => cleanToken(box?.value ?? '').slice(-1));
    if (typed.some(Boolean)) onChars(typed);
  });
  useEffect(() => adoptTyped(), []); // once, on mount

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(TOKEN_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // Writes `text` from box `start` on; returns the index after the last written character.
  const fill = (start: number, text: string): number => {
    const next = [...chars];
    const typed = [...cleanToken(text)].slice(0, TOKEN_LENGTH - start);
    typed.forEach((c, offset) => (next[start + offset] = c));
    onChars(next);
    return start + typed.length;
  };

  const onInput = (index: number, raw: string) => {
    const text = cleanToken(raw);
    if (text === '') {
      onChars(chars.map((c, i) => (i === index ? '' : c)));
      return;
    }
    // A whole token (autofill, some keyboards' paste) fills from the first box; otherwise the
    // newest character replaces the box's old one.
    if (text.length >= TOKEN_LENGTH) return focusBox(fill(0, text));
    const old = chars[index] ?? '';
    const typed = text.length > 1 && text.startsWith(old) ? text.slice(old.length) : text;
    focusBox(fill(index, typed));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (chars[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChars(chars.map((c, i) => (i === index - 1 ? '' : c)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < TOKEN_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = cleanToken(event.clipboardData.getData('text'));
    if (text) focusBox(fill(text.length >= TOKEN_LENGTH ? 0 : index, text));
  };

  return (
    <div className="token-boxes">
      {Array.from({ length: TOKEN_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstRef?.(element);
          }}
          className="token-box"
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Caractere ${index + 1} de ${TOKEN_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={chars[index] ?? ''}
          onChange={(event) => onInput(index, event.currentTarget.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
