// Grey placeholders with the shape of what is loading, so nothing jumps when the data arrives.
interface SkeletonProps {
  /** How many blocks. */
  count?: number;
  /** Height of each block in px. */
  height?: number;
  /** What is loading, for screen readers ('Carregando campanhas'). */
  label: string;
  className?: string;
}

/** A busy region with `count` placeholder blocks. */
export function Skeleton({ count = 3, height = 120, label, className = '' }: SkeletonProps) {
  return (
    <div className={`skeleton-list ${className}`} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * Where the page's head script draws its early view before React arrives (docs/performance.md, "Early
 * view"): placed just before the screen's skeleton, which CSS hides while it is drawn. React leaves what it
 * finds inside when it hydrates (an empty inner HTML it does not compare), and removes it with the skeleton.
 */
export function EarlyViewSlot({ className = '' }: { className?: string }) {
  return <div id="early-view" className={`early-view ${className}`} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
