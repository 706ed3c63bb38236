import { randomBytes } from 'node:crypto';

export interface RawEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (e.g. List-Unsubscribe), single-line values only. */
  headers?: Record<string, string>;
}

const base64Lines = (value: string) => (Buffer.from(value, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
/** RFC 2047 encoded word, so the Portuguese subject survives any mail system. */
const encodedWord = (value: string) => `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

function headerValue(name: string, value: string): string {
  // A line break in a value would start a new header (header injection).
  if (/[\r\n]/.test(value) || /[^\x21-\x39\x3b-\x7e]/.test(name)) throw new Error(`invalid header ${name}`);
  return value;
}

/**
 * A MIME message (multipart/alternative: text and HTML, UTF-8, base64) for SES SendRawEmail, the only SES v1
 * call that can carry headers of our own such as List-Unsubscribe (RFC 8058).
 */
export function buildRawEmail(email: RawEmail, now = new Date()): string {
  const boundary = `carey-${randomBytes(12).toString('hex')}`;
  const headers: [string, string][] = [
    ['From', email.from],
    ['To', email.to],
    ['Subject', encodedWord(email.subject)],
    ['Date', now.toUTCString().replace('GMT', '+0000')],
    ['MIME-Version', '1.0'],
    ...Object.entries(email.headers ?? {}),
    ['Content-Type', `multipart/alternative; boundary="${boundary}"`],
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n');
  return [
    ...headers.map(([name, value]) => `${name}: ${headerValue(name, value)}`),
    '',
    part('text/plain', email.text),
    part('text/html', email.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
