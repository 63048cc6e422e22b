// One campaign card of the home: status ribbon, image (or placeholder), name, dates and its link;
// a pending flexible campaign also offers confirming or rejecting it right here.
import type { CampaignCard as Card } from '../../lib/screens/campaigns-home.ts';

interface CampaignCardProps {
  card: Card;
  onAnswer: (campaignId: number, confirm: boolean) => void;
  /** The first card's image is the page's largest paint on a phone: fetch it at once. */
  priority?: boolean;
}

export function CampaignCard({ card, onAnswer, priority = false }: CampaignCardProps) {
  const pending = card.pendingFlexibleId;
  return (
    <article className="campaign-card card">
      <p className={`campaign-card__ribbon ${card.participating ? 'campaign-card__ribbon--in' : 'campaign-card__ribbon--out'}`}>
        {card.banner}
      </p>
      {card.image ? (
        <img
          className="campaign-card__image"
          src={card.image}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width="640"
          height="240"
        />
      ) : (
        <div className="campaign-card__image campaign-card__image--placeholder" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
            <path
              fill="currentColor"
              d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z"
            />
          </svg>
        </div>
      )}
      <div className="campaign-card__body">
        <h2 className="campaign-card__name">{card.name}</h2>
        <p className="campaign-card__dates">
          <span className="campaign-card__date-label">{card.dateLabel}:</span> {card.dates}
        </p>
        <div className="campaign-card__actions">
          <a className="button" href={card.href} aria-label={`${card.linkLabel}: ${card.name}`}>
            {card.linkLabel}
          </a>
          {pending !== null ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onAnswer(pending, true)}
                aria-label={`Participar: ${card.name}`}
              >
                Participar
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onAnswer(pending, false)}
                aria-label={`Recusar Campanha: ${card.name}`}
              >
                Recusar Campanha
              </button>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
