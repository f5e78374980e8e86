import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type Reply } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { int } from '../http/validate.ts';
import { nowIso, uniqueId } from '../util/ids.ts';

/**
 * DEV-ONLY EXTENSION, not part of Appwrite's API. The dev server has no SMTP or SMS provider, so
 * every message Appwrite would send (email verification, password recovery, email OTP, MFA
 * codes, team invitations) lands here instead, readable at GET /v1/dev/outbox (JSON, newest
 * first), /v1/dev/outbox/{id}, and /v1/dev/outbox.html so a person can finish those flows
 * locally. Never deploy this server.
 */

export interface OutboxMessage {
  $id: string;
  $createdAt: string;
  /** Email address or E.164 phone number. */
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, so tests and people can follow it without parsing HTML. */
  links: string[];
  /** Files sent with the message (Messaging `attachments`), their bytes base64. */
  attachments: OutboxAttachment[];
}

export interface OutboxAttachment {
  bucketId: string;
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
  content: string;
}

const SCHEMA = `
create table if not exists _auth_outbox (
  id text primary key,
  created_at text not null,
  recipient text not null,
  channel text not null,
  subject text not null,
  text_body text not null,
  html text not null,
  links text not null
);`;

const ready = new WeakSet<object>();
function outboxDb(deps: Pick<ServiceDeps, 'db'>): ServiceDeps['db'] {
  if (!ready.has(deps.db)) {
    deps.db.exec(SCHEMA);
    // Outboxes made before messages carried attachments.
    const columns = deps.db.prepare('pragma table_info(_auth_outbox)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'attachments'))
      deps.db.exec("alter table _auth_outbox add column attachments text not null default '[]'");
    ready.add(deps.db);
  }
  return deps.db;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The text a mail client shows for an HTML body: tags dropped (block ends become line breaks),
 * entities decoded. For the outbox's `text` of an HTML message (Messaging `html: true`).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6]|li|table)>/gi, '\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      return (
        ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' } as Record<string, string>)[lower] ?? entity
      );
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/**
 * "Sends" a message by storing it. A text message's HTML body is built from the text with links
 * made clickable; an HTML message (`html` given) keeps its HTML, and its text is derived from it.
 */
export function sendToOutbox(
  deps: Pick<ServiceDeps, 'db'>,
  message: {
    to: string;
    channel?: 'email' | 'sms';
    subject: string;
    text: string;
    html?: string;
    links?: string[];
    attachments?: OutboxAttachment[];
  },
): OutboxMessage {
  const links = message.links ?? [];
  const html =
    message.html ??
    `<p>${escapeHtml(message.text).replace(/\n/g, '<br>')}</p>${links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}`;
  const stored: OutboxMessage = {
    $id: uniqueId(),
    $createdAt: nowIso(),
    to: message.to,
    channel: message.channel ?? 'email',
    subject: message.subject,
    text: message.text,
    html,
    links,
    attachments: message.attachments ?? [],
  };
  outboxDb(deps)
    .prepare(
      'insert into _auth_outbox (id, created_at, recipient, channel, subject, text_body, html, links, attachments) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      stored.$id,
      stored.$createdAt,
      stored.to,
      stored.channel,
      stored.subject,
      stored.text,
      stored.html,
      JSON.stringify(links),
      JSON.stringify(stored.attachments),
    );
  return stored;
}

interface OutboxRow {
  id: string;
  created_at: string;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string;
  text_body: string;
  html: string;
  links: string;
  attachments: string;
}
const toMessage = (r: OutboxRow): OutboxMessage => ({
  $id: r.id,
  $createdAt: r.created_at,
  to: r.recipient,
  channel: r.channel,
  subject: r.subject,
  text: r.text_body,
  html: r.html,
  links: JSON.parse(r.links) as string[],
  attachments: JSON.parse(r.attachments) as OutboxAttachment[],
});

export function listOutbox(
  deps: Pick<ServiceDeps, 'db'>,
  options: { to?: string; limit?: number } = {},
): OutboxMessage[] {
  const rows = outboxDb(deps)
    .prepare(`select * from _auth_outbox ${options.to ? 'where recipient = ?' : ''} order by rowid desc limit ?`)
    .all(...(options.to ? [options.to.toLowerCase()] : []), options.limit ?? 100) as OutboxRow[];
  return rows.map(toMessage);
}

export function register(router: Router, deps: ServiceDeps): void {
  // In the `mfa` group: a browser mid-MFA (legacy cookie on the API host) must still read the emailed code.
  const open = { mfaGroup: true };
  router.get(
    '/v1/dev/outbox',
    (ctx) => {
      const to = typeof ctx.query.to === 'string' ? ctx.query.to : undefined;
      const limit = ctx.query.limit === undefined ? 100 : int(ctx.query, 'limit', { min: 1, max: 1000 });
      const messages = listOutbox(deps, { to, limit });
      return json(200, { total: messages.length, messages });
    },
    open,
  );

  router.get('/v1/dev/outbox.html', () => page(listOutbox(deps, { limit: 200 })), open);

  router.get(
    '/v1/dev/outbox/{messageId}',
    (ctx) => {
      const row = outboxDb(deps).prepare('select * from _auth_outbox where id = ?').get(ctx.params.messageId) as
        OutboxRow | undefined;
      if (!row) throw new AppwriteException('general_route_not_found', 'Outbox message not found.');
      return json(200, toMessage(row));
    },
    open,
  );
}

function page(messages: OutboxMessage[]): Reply {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${m.channel} to <b>${escapeHtml(m.to)}</b> at ${escapeHtml(m.$createdAt)}</p><iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>${m.attachments.map((a) => `<p class="meta">Attached: <a download="${escapeHtml(a.name)}" href="data:${escapeHtml(a.mimeType)};base64,${a.content}">${escapeHtml(a.name)}</a> (${a.size} bytes)</p>`).join('')}</article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · instamg dev server</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}iframe{width:100%;min-height:16rem;border:0}.meta{color:#555}.banner{background:#fff3cd;padding:.75rem;border-radius:8px}</style></head>
<body><p class="banner">Development only: messages the instamg dev server would have emailed or texted. Newest first.</p>
<h1>Dev outbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`;
  return { status: 200, raw: html, contentType: 'text/html; charset=utf-8' };
}
