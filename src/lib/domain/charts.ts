// Chart rules (product-rules R43).

/** Which doughnut: the one on an indicator card, or the small one in its details. */
export type DoughnutVariant = 'card' | 'small';

/** Doughnut cutout in percent by screen width: 95 wide, 50 under 1500 px, 45/20 under 600 px. */
export function doughnutCutout(screenWidth: number, variant: DoughnutVariant): number {
  if (screenWidth < 600) return variant === 'card' ? 45 : 20;
  if (screenWidth < 1500) return 50;
  return 95;
}
