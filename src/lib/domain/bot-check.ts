// The bot-check script's integrity hash, `botCheckScriptIntegrity` in /config.json (product-rules R294):
// the sign-in page loads the script only when the hash is one the browser can check, and the headers step
// (scripts/security-headers.ts) refuses a deploy whose hash is not.

/**
 * One Subresource Integrity hash: `sha256-`, `sha384-` or `sha512-` and the digest (32, 48 or 64 bytes) in
 * standard, padded base64 of exactly that length, its unused last bits zero (as `openssl base64` writes it).
 */
const SCRIPT_INTEGRITY = /^(?:sha256-[A-Za-z\d+/]{42}[AEIMQUYcgkosw048]=|sha384-[A-Za-z\d+/]{64}|sha512-[A-Za-z\d+/]{85}[AQgw]==)$/;

/** Whether `value` is one SRI hash the portal puts on the bot-check script (R294). */
export function isScriptIntegrity(value: unknown): value is string {
  return typeof value === 'string' && SCRIPT_INTEGRITY.test(value);
}
