// A code the client pays with (digitable line or PIX copia e cola): shown in full, with copy and
// share, and sent on by WhatsApp to whoever pays (R272). A copied code is highlighted for 3 s (product-rules R90).
import { useEffect, useRef, useState } from 'react';
import { copyText, shareText } from '../../lib/clipboard.ts';
import { copyRepeatWindowMs } from '../../lib/domain/debts.ts';

interface DebtCodeProps {
  title: string;
  code: string;
  copyLabel: string;
  shareLabel: string;
  /** Title of the share sheet. */
  shareTitle: string;
  /** The wa.me link that hands the payment on (R272). */
  whatsappHref: string;
  /** What the WhatsApp link sends, for screen readers: 'o código PIX'. */
  whatsappLabel: string;
}

export function DebtCode({ title, code, copyLabel, shareLabel, shareTitle, whatsappHref, whatsappLabel }: DebtCodeProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(code))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copyRepeatWindowMs);
  }

  // No wrappers: the card lays its codes out itself (debts.css), a few elements fewer per debt for a big
  // client's list (docs/performance.md, "Scale").
  return (
    <>
      <h3 className="debt__code-title">{title}</h3>
      <p className={`debt__digits${copied ? ' debt__digits--copied' : ''}`}>{code}</p>
      <button type="button" className="button button--secondary debt__action" onClick={() => void copy()}>
        {copyLabel}
      </button>
      <button type="button" className="button button--secondary debt__action" onClick={() => void shareText(shareTitle, code)}>
        {shareLabel}
      </button>
      <a
        className="button button--secondary debt__action"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Enviar por WhatsApp ${whatsappLabel}`}
      >
        Enviar por WhatsApp
      </a>
    </>
  );
}
