// A full-width outcome panel: icon, title, subtitle and actions (e.g. a link back to sign-in).
// It replaces a form after an answer, so it takes the focus and its title is announced.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../../styles/forms.css';

type FeedbackTone = 'success' | 'error' | 'info';

interface FeedbackPanelProps {
  tone: FeedbackTone;
  title: string;
  subtitle?: string | null | undefined;
  /** Links or buttons under the text. */
  children?: ReactNode;
  /** Heading level inside the page's outline (the page's own title is the h1). */
  level?: 2 | 3;
}

const icons: Record<FeedbackTone, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4z',
  error: 'M12 2 1 21h22zm1 15h-2v-2h2zm0-4h-2V9h2z',
  info: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
};

export function FeedbackPanel({ tone, title, subtitle, children, level = 2 }: FeedbackPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`feedback feedback--${tone}`} aria-labelledby={`${id}-title`}>
      <svg className="feedback-icon" width="56" height="56" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={icons[tone]} />
      </svg>
      <Heading className="feedback-title" id={`${id}-title`} tabIndex={-1} ref={heading}>
        {title}
      </Heading>
      {subtitle ? <p className="feedback-subtitle">{subtitle}</p> : null}
      {children ? <div className="feedback-actions">{children}</div> : null}
    </section>
  );
}
