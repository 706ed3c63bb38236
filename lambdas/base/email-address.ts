/**
 * A strict e-mail address check for addresses that go into e-mail headers (the support e-mail's Reply-To): one
 * plain ASCII address (RFC 5322 dot-atom local part, at most 64 characters; a domain of letter-digit-hyphen
 * labels ending in a top-level domain of 2+ letters), no display name, no list, no quotes or brackets. Anything
 * else would fail at SES on every attempt, or put another address in the header.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const STRICT_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

export function isStrictEmailAddress(address: string): boolean {
  if (address.length > EMAIL_ADDRESS_MAX_LENGTH || !STRICT_ADDRESS.test(address)) return false;
  return address.indexOf('@') <= LOCAL_PART_MAX_LENGTH;
}
