// What is drawn only where the deploy offers order notifications (product-rules R307, R310): `/config.json`
// has a `push` entry. Its children are lazy parts, so a deploy without it loads none of their code.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { pushOffered } from '../../lib/stores/push-offered.ts';

export function WhenPushOffered({ children }: { children: ReactNode }) {
  const [offered, setOffered] = useState(false);
  useEffect(() => void pushOffered().then(setOffered), []);
  return offered ? <Suspense fallback={null}>{children}</Suspense> : null;
}
