// After an order lands (product-rules R310): 'Quer ser avisado quando o pedido sair para entrega?', with
// 'Ativar avisos' (the browser asks only then) and 'Agora não', asked until answered once by this user on this
// device. Loaded by the send modal only where the deploy offers notifications (WhenPushOffered).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { PUSH_OFFER_TEXTS, PUSH_STATE_TEXTS } from '../../lib/domain/push.ts';
import { $pushSwitch, answerPushOffer, showPushOffer } from '../../lib/stores/push-switch.ts';

export function PushOffer() {
  const { state, busy, problem } = useStore($pushSwitch);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => void showPushOffer().then(setAsking), []);
  // The answered buttons go: the focus moves to what the answer led to, not to the page.
  useEffect(() => {
    if (answer && !busy) said.current?.focus();
  }, [answer, busy]);
  if (!asking) return null;
  if (answer) {
    const text =
      answer === 'no'
        ? PUSH_OFFER_TEXTS.declined
        : busy
          ? 'Ativando...'
          : (problem ?? (state === 'loading' || state === 'absent' ? '' : PUSH_STATE_TEXTS[state]));
    return (
      <p ref={said} tabIndex={-1} className="push-offer" role={problem ? 'alert' : 'status'}>
        {text}
      </p>
    );
  }
  return (
    <section className="push-offer" aria-labelledby="push-offer-question">
      <p id="push-offer-question" className="push-offer__question">
        {PUSH_OFFER_TEXTS.question}
      </p>
      <div className="push-offer__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setAnswer('yes');
            void answerPushOffer(true);
          }}
        >
          Ativar avisos
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setAnswer('no');
            void answerPushOffer(false);
          }}
        >
          Agora não
        </button>
      </div>
    </section>
  );
}
