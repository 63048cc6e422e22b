// Shows HTML from the services (campaign terms) after sanitising it (src/lib/sanitize.ts).
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** The only component that puts service HTML into the DOM. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
