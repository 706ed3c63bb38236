/* eslint-disable @typescript-eslint/no-require-imports */
import http from 'node:http';
import { listen, readBody, stopServer } from './net';
import { simulatorEvent } from './ses-simulator';
import type { SnsEvent } from '../../lambdas/base/mail/ses-events';

type SesServerFactory = (c: { host: string; port: number }) => Promise<http.Server>;
interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: never[];
  headers?: { name: string; value: string }[];
  at: number;
}
type ParsedAddress = { text: string } | undefined;
/** What we read of mailparser's result (it ships no types). */
interface ParsedMail {
  from?: { text: string };
  to?: unknown;
  cc?: unknown;
  bcc?: unknown;
  replyTo?: unknown;
  subject?: string;
  text?: string;
  html?: string | false;
  headerLines: { key: string; line: string }[];
}

/**
 * The local mailbox: aws-ses-v2-local (its web page and `GET /store`), with SendRawEmail answered here so the
 * stored message keeps its header fields (List-Unsubscribe and List-Unsubscribe-Post for alert e-mails); the
 * stand-in parses raw messages but drops their headers. Everything else goes through to it unchanged.
 */
export async function startLocalMailbox(options: {
  port: number;
  /** Where a send to SES's mailbox simulator delivers its bounce or complaint (lambdas/base/handlers/ses-events.ts). */
  onEvent?: (event: SnsEvent) => Promise<unknown>;
}): Promise<{ port: number; drainEvents(): Promise<void>; stop(): Promise<void> }> {
  const inner = await (require('aws-ses-v2-local').default as SesServerFactory)({ host: '127.0.0.1', port: 0 });
  const innerPort = (inner.address() as import('node:net').AddressInfo).port;
  const { saveEmail } = require('aws-ses-v2-local/dist/store') as { saveEmail: (email: StoredEmail) => void };
  const { simpleParser } = require('mailparser') as { simpleParser: (source: Buffer) => Promise<ParsedMail> };

  const pending = new Set<Promise<unknown>>();
  // As SES: the event comes after the send was answered, through SNS.
  const simulate = (recipients: string[], source: string, messageId: string) => {
    const event = simulatorEvent(recipients, source, messageId);
    if (!event || !options.onEvent) return;
    const delivery = new Promise((resolve) => setImmediate(resolve)).then(() => options.onEvent!(event)).catch(() => undefined);
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };
  const front = http.createServer(async (req, res) => {
    const body = await readBody(req, 30 * 1024 * 1024);
    const form = req.method === 'POST' && req.url === '/' ? new URLSearchParams(body.toString('utf8')) : undefined;
    const recipients = form ? [...form.entries()].filter(([key]) => /^(Destination\.(To|Cc|Bcc)Addresses|Destinations)\.member\.\d+$/.test(key)).map(([, v]) => v) : [];
    const refused = form?.get('Action') === 'SendEmail' ? illegalAddress(form) : undefined;
    if (refused !== undefined) {
      // As SES does: an address it cannot parse refuses the whole message, on every attempt.
      res.writeHead(400, { 'content-type': 'text/xml' });
      res.end(
        `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>InvalidParameterValue</Code><Message>Illegal address</Message></Error><RequestId>local</RequestId></ErrorResponse>`,
      );
      return;
    }
    if (form?.get('Action') === 'SendRawEmail' && form.get('RawMessage.Data')) {
      const message = await simpleParser(Buffer.from(form.get('RawMessage.Data')!, 'base64'));
      const messageId = `local-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`;
      const addresses = (a: unknown) => (Array.isArray(a) ? a : a ? [a] : []).map((x: ParsedAddress) => x?.text ?? '').filter(Boolean);
      saveEmail({
        messageId,
        from: message.from?.text ?? form.get('Source') ?? '',
        replyTo: addresses(message.replyTo),
        destination: { to: addresses(message.to), cc: addresses(message.cc), bcc: addresses(message.bcc) },
        subject: message.subject ?? '(no subject)',
        body: { text: message.text, html: message.html || undefined },
        attachments: [],
        headers: message.headerLines.map((h) => {
          const line = h.line.replace(/\r?\n[ \t]+/g, ' ');
          return { name: line.slice(0, line.indexOf(':')), value: line.slice(line.indexOf(':') + 1).trim() };
        }),
        at: Math.floor(Date.now() / 1000),
      });
      simulate([...recipients, ...addresses(message.to), ...addresses(message.cc), ...addresses(message.bcc)], message.from?.text ?? '', messageId);
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><SendRawEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendRawEmailResult><MessageId>${messageId}</MessageId></SendRawEmailResult></SendRawEmailResponse>`,
      );
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${innerPort}` } }, (up) => {
      if (form?.get('Action') === 'SendEmail' && (up.statusCode ?? 500) < 300) simulate(recipients, form.get('Source') ?? '', `local-${Date.now()}`);
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  });
  const port = await listen(front, options.port);
  return {
    port,
    drainEvents: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    stop: async () => void (await Promise.all([stopServer(front), stopServer(inner)])),
  };
}

/**
 * The first address of a SendEmail call that SES could not parse (not printable ASCII, not exactly one @, a list),
 * after an optional display name; undefined when all parse. aws-ses-v2-local checks none, so a message real SES
 * refuses for ever would be delivered locally.
 */
function illegalAddress(form: URLSearchParams): string | undefined {
  const fields = [...form.entries()].filter(([key]) => key === 'Source' || /^(Destination\.(To|Cc|Bcc)Addresses|ReplyToAddresses)\.member\.\d+$/.test(key));
  return fields
    .map(([, value]) => value)
    .find((value) => {
      const address = /^(?:"[^"]*"|[^<"]*)<([^<>]*)>$/.exec(value.trim())?.[1] ?? value.trim();
      return !/^[\x21-\x7e]+$/.test(address) || address.split('@').length !== 2 || /[,;<>"]/.test(address);
    });
}
