// Asks the browser to keep the portal's storage (product-rules R276): a phone short of space may otherwise
// evict the carts, the send markers and the kept answers of a site it sees as "best effort". Asked after an
// order lands and when the portal is installed; a refusal (or a browser without the API) is said nowhere:
// the portal works as before, only at the browser's mercy.
export function keepStorage(): void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  storage
    .persisted()
    .then((kept) => kept || storage.persist())
    .catch(() => undefined);
}
