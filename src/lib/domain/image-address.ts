// Image addresses from the services, before they are drawn (product-rules R296). Apart from
// service-text.ts, which every page loads: only the pages that draw service images need this.

/**
 * Whether an image address from the services may be drawn (R296): `https:`; `http:` only on the phone
 * itself (the demo API); a path of the portal's own (not `//host`, not `/\host`); or an image as a
 * `data:` address, which the contract uses for campaign pictures.
 */
export function isShownImageAddress(address: string): boolean {
  return /^(?:https:\/\/|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/?#]|$)|\/(?![/\\])|data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,])/i.test(
    address,
  );
}

/** The address when it may be drawn, '' (no image: the screen's placeholder) when not (R296). */
export function shownImageAddress(address: string): string {
  return isShownImageAddress(address) ? address : '';
}
