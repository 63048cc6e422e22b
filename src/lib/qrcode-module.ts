// qrcode ships CommonJS only. Imported from ES code it would need the bundler's CommonJS interop
// helpers (__toESM and friends, ~0.25 KiB gzip), which land in the shared runtime chunk that
// EVERY page loads, lazy import or not. Required here instead, the bundle calls the package's
// exports directly and the runtime chunk stays as small as before. Only qr-code.ts imports this,
// with import(), so qrcode still loads only when a code is drawn.
const qrcode = require('qrcode') as typeof import('qrcode');

/** qrcode's toDataURL (PNG data URL of a QR code). */
export const toDataURL = qrcode.toDataURL;
