// The navigations screens need, apart from the other browser effects (effects.ts): a screen that only
// navigates (the cart, the companies) is given these alone.

/** How a screen leaves its page. */
export interface Navigation {
  /** Leaves for another page (a full navigation: the portal has no client router). */
  navigate(url: string): void;
  /** Leaves for another page in place of this one (no history entry to come back to). */
  replace(url: string): void;
}

/** The real browser; each reaches for `window` only when called, never at import. */
export const browserNavigation: Navigation = {
  navigate: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
};
