/**
 * Taking a secret out of text that came from elsewhere (a provider's error message, a network
 * error): a server may echo the key it was sent, whole or in part, and that text would then
 * reach a message, a log or a report. Every run of the secret's characters long enough to
 * identify it is replaced, not only the whole key.
 */

/** The shortest part of a key that is taken out (a provider shows 4 characters of a key; 8 identify it). */
export const SECRET_PART = 8;

const MARK = '[redacted]';

/** `text` with `secret` and every SECRET_PART-long piece of it replaced. */
export function redactSecret(text: string, secret: string | undefined): string {
  if (secret === undefined || secret.length === 0) return text;
  let out = text.split(secret).join(MARK);
  if (secret.length <= SECRET_PART) return out;
  for (let i = 0; i + SECRET_PART <= secret.length; i++) {
    const piece = secret.slice(i, i + SECRET_PART);
    if (out.includes(piece)) out = out.split(piece).join(MARK);
  }
  return out;
}

/** At most `most` characters of `text`, marked when shortened. */
export function clipped(text: string, most = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= most ? flat : `${flat.slice(0, most - 1)}…`;
}
