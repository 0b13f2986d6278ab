// @ts-check
/**
 * Text as base64url and back (UTF-8), for what travels in an address's fragment: the
 * sandbox's shared links and frame.html's `#p=` and `#g=`.
 * @module
 */

/** @param {string} text */
export function toBase64url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws if `code` is not base64url. @param {string} code */
export function fromBase64url(code) {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
