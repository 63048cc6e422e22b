// 'Falar com o vendedor' (product-rules R274): opens WhatsApp to the seller's mobile with a line that
// names the company and what the client is stuck on. Drawn only once a seller with a mobile is known.
// Loaded on its own (lazyModule) by the screens that offer it, so no page's first load carries it.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sellerMessage, whatsappLink, type SellerTopic } from '../../lib/domain/whatsapp.ts';
import { $company, $seller, loadSeller } from '../../lib/screens/seller.ts';
import { whenIdle } from './when-idle.ts';

export function SellerLink({ topic, className = 'button button--secondary' }: { topic: SellerTopic; className?: string }) {
  const seller = useStore($seller);
  const company = useStore($company);
  // The seller is no part of the first screen: read once the page is idle, so the read, its parse and the
  // redraw never add to the page's first long tasks (docs/performance.md, "What weighs on a first load").
  useEffect(() => whenIdle(loadSeller, 3000, 500), []);
  if (!seller || !company) return null;
  return (
    <a
      className={className}
      href={whatsappLink(sellerMessage(seller.name, company, topic), seller.number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Falar com o vendedor ${seller.name} pelo WhatsApp`}
    >
      Falar com o vendedor
    </a>
  );
}
