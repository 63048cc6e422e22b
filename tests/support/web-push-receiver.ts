// A device's side of Web Push for the tests (product-rules R309): a key pair and auth secret as a browser holds
// them, the subscription JSON the portal would send, and the decryption of an RFC 8291 message (aes128gcm,
// RFC 8188). Written here from the RFCs, apart from the `web-push` library the demo encrypts with, so a message
// that decrypts is one any browser could read.
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};
const text = (value: string) => Buffer.from(value, 'latin1');

/** A device's push keys; `subscription(endpoint)` is what `pushSubscription.toJSON()` would give. */
export function pushDevice() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: base64url(publicKey), auth: base64url(auth) },
    subscription: (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: base64url(publicKey), auth: base64url(auth) } }),
    /** The plaintext of one aes128gcm-encoded message sent to this device. */
    decrypt(body: Uint8Array): string {
      const salt = body.subarray(0, 16);
      const recordSize = Buffer.from(body.subarray(16, 20)).readUInt32BE(0);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      const secret = ecdh.computeSecret(senderKey);
      const ikm = hmac(hmac(auth, secret), text('WebPush: info\0'), publicKey, senderKey, Buffer.of(1));
      const prk = hmac(salt, ikm);
      const key = hmac(prk, text('Content-Encoding: aes128gcm\0'), Buffer.of(1)).subarray(0, 16);
      const nonce = hmac(prk, text('Content-Encoding: nonce\0'), Buffer.of(1)).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any zeros of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
