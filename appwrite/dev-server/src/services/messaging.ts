import type { ServiceDeps } from '../deps.ts';
import { findUser } from '../auth/store/users.ts';
import { AppwriteException } from '../errors.ts';
import { json } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { applyListQueries } from '../functions/list-queries.ts';
import { customId, optBool, optStrArray, str } from '../http/validate.ts';
import { nowIso, uniqueId } from '../util/ids.ts';
import { htmlToText, sendToOutbox, type OutboxAttachment } from './outbox.ts';
import { openStorage } from './storage/buckets.ts';

/**
 * Appwrite's Messaging service, as much of it as our functions use: `createEmail` and `createSms`
 * (POST /v1/messaging/messages/sms: messageId, content, users, targets, topics, draft; the SMS to
 * each user's phone target, channel `sms` in the outbox — phone-sign-in sends its codes so) with an API key
 * (scope `messages.write`) to users by id (their e-mail target; `targets` and `topics` are
 * accepted and echoed, not delivered: nothing of ours sends to them). Appwrite hands the message to the
 * project's e-mail provider (Mailgun, SendGrid, SMTP: configured in the console); the dev server
 * has none, so each recipient's message lands in the dev outbox (/v1/dev/outbox), as the
 * account e-mails do. A draft is stored nowhere and sent to nobody. The reply is Appwrite's
 * Message model with status `processing` (Appwrite delivers in a worker after answering).
 * Message ids are unique, as on Appwrite: a second message with an id already used is 409
 * `message_already_exists` and sends nothing (our functions derive the id from the order and the
 * event, so a retry mails once). With `html: true` the content is the HTML body; the outbox keeps
 * it and derives the text a mail client would show. `listMessages` (GET /v1/messaging/messages,
 * scope `messages.read`) answers the stored Message models, newest last unless ordered, with the
 * executions list's queries (filters on status and providerType, order, limit, cursor): the
 * privacy-requests export reads the messages sent to a person so (issue 39 §2).
 */

const SCHEMA = `create table if not exists _messages (id text primary key, created_at text not null, body text not null);`;
const ready = new WeakSet<object>();
function messagesDb(deps: Pick<ServiceDeps, 'db'>): ServiceDeps['db'] {
  if (!ready.has(deps.db)) {
    deps.db.exec(SCHEMA);
    ready.add(deps.db);
  }
  return deps.db;
}

const MESSAGES_WRITE = { scope: 'messages.write' };
const MESSAGE_FILTERABLE = ['status', 'providerType'] as const;

interface MessageModel {
  $id: string;
  $createdAt: string;
  [key: string]: unknown;
}

/** Stores the message once (409 for an id already used) and returns its model. */
function storeMessage(deps: Pick<ServiceDeps, 'db'>, model: MessageModel): MessageModel {
  const stored = messagesDb(deps)
    .prepare('insert into _messages (id, created_at, body) values (?, ?, ?) on conflict(id) do nothing')
    .run(model.$id, model.$createdAt, JSON.stringify(model));
  if (stored.changes === 0) throw new AppwriteException('message_already_exists');
  return model;
}

/**
 * `attachments` as Appwrite takes them: `<bucketId>:<fileId>` each; an unknown bucket is 404
 * `storage_bucket_not_found`, an unknown file 404 `storage_file_not_found`, checked before anything
 * is stored or sent. The outbox keeps each file's name, type and bytes, as a provider would send them.
 */
function readAttachments(deps: ServiceDeps, raw: string[]): OutboxAttachment[] {
  if (raw.length === 0) return [];
  const storage = openStorage(deps);
  return raw.map((compound) => {
    const [bucketId, fileId, ...rest] = compound.split(':');
    if (!bucketId || !fileId || rest.length > 0)
      throw new AppwriteException(
        'general_argument_invalid',
        'Invalid `attachments` param: Value must be a valid array and Value must be a valid compound ID',
      );
    if (!storage.buckets.some((b) => b.id === bucketId)) throw new AppwriteException('storage_bucket_not_found');
    const file = storage.store.get(bucketId, fileId);
    const content = file ? storage.store.content(bucketId, fileId) : null;
    if (!file || !content) throw new AppwriteException('storage_file_not_found');
    return {
      bucketId,
      fileId,
      name: file.name,
      mimeType: file.mimeType,
      size: content.length,
      content: content.toString('base64'),
    };
  });
}

export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/messaging/messages/email',
    (ctx) => {
      const id = customId(ctx.body, 'messageId', uniqueId);
      const subject = str(ctx.body, 'subject', { min: 1, max: 998 });
      const content = str(ctx.body, 'content', { min: 1, max: 64230 });
      const users = optStrArray(ctx.body, 'users', { maxItems: 1000, maxLength: 36 }) ?? [];
      const targets = optStrArray(ctx.body, 'targets', { maxItems: 1000, maxLength: 36 }) ?? [];
      const topics = optStrArray(ctx.body, 'topics', { maxItems: 1000, maxLength: 36 }) ?? [];
      const cc = optStrArray(ctx.body, 'cc', { maxItems: 1000, maxLength: 36 }) ?? [];
      const bcc = optStrArray(ctx.body, 'bcc', { maxItems: 1000, maxLength: 36 }) ?? [];
      const draft = optBool(ctx.body, 'draft') ?? false;
      const html = optBool(ctx.body, 'html') ?? false;
      const attachmentIds = optStrArray(ctx.body, 'attachments', { maxItems: 1000, maxLength: 73 }) ?? [];
      const attachments = readAttachments(deps, attachmentIds);
      const at = nowIso();
      const model = storeMessage(deps, {
        $id: id,
        $createdAt: at,
        $updatedAt: at,
        providerType: 'email',
        topics,
        users,
        targets,
        scheduledAt: null,
        deliveredAt: null,
        deliveryErrors: [],
        deliveredTotal: 0,
        data: {
          subject,
          content,
          html,
          cc,
          bcc,
          attachments: attachments.map(({ bucketId, fileId }) => ({ bucketId, fileId })),
        },
        status: draft ? 'draft' : 'processing',
      });
      if (!draft) {
        const addresses = new Set<string>();
        for (const userId of users) {
          const user = findUser(deps, userId);
          const target = user?.targets.find((t) => t.providerType === 'email' && !t.expired);
          if (target) addresses.add(target.identifier);
        }
        for (const to of addresses)
          sendToOutbox(
            deps,
            html
              ? { to, subject, text: htmlToText(content), html: content, attachments }
              : { to, subject, text: content, attachments },
          );
      }
      return json(201, model);
    },
    MESSAGES_WRITE,
  );

  router.post(
    '/v1/messaging/messages/sms',
    (ctx) => {
      const id = customId(ctx.body, 'messageId', uniqueId);
      const content = str(ctx.body, 'content', { min: 1, max: 64230 });
      const users = optStrArray(ctx.body, 'users', { maxItems: 1000, maxLength: 36 }) ?? [];
      const targets = optStrArray(ctx.body, 'targets', { maxItems: 1000, maxLength: 36 }) ?? [];
      const topics = optStrArray(ctx.body, 'topics', { maxItems: 1000, maxLength: 36 }) ?? [];
      const draft = optBool(ctx.body, 'draft') ?? false;
      const at = nowIso();
      const model = storeMessage(deps, {
        $id: id,
        $createdAt: at,
        $updatedAt: at,
        providerType: 'sms',
        topics,
        users,
        targets,
        scheduledAt: null,
        deliveredAt: null,
        deliveryErrors: [],
        deliveredTotal: 0,
        data: { content },
        status: draft ? 'draft' : 'processing',
      });
      if (!draft) {
        const numbers = new Set<string>();
        for (const userId of users) {
          const target = findUser(deps, userId)?.targets.find((t) => t.providerType === 'sms' && !t.expired);
          if (target) numbers.add(target.identifier);
        }
        for (const to of numbers) sendToOutbox(deps, { to, channel: 'sms', subject: 'SMS', text: content });
      }
      return json(201, model);
    },
    MESSAGES_WRITE,
  );

  router.get(
    '/v1/messaging/messages',
    (ctx) => {
      const queries = ctx.query.queries ?? [];
      if (!Array.isArray(queries))
        throw new AppwriteException(
          'general_argument_invalid',
          'Invalid `queries` param: Value must be a valid array of strings',
        );
      const rows = messagesDb(deps).prepare('select body from _messages order by created_at, id').all() as {
        body: string;
      }[];
      const messages = rows.map((row) => JSON.parse(row.body) as MessageModel).filter((m) => typeof m.$id === 'string');
      const { total, page } = applyListQueries(messages, queries as string[], MESSAGE_FILTERABLE);
      return json(200, { total: ctx.query.total === 'false' ? 0 : total, messages: page });
    },
    { scope: 'messages.read' },
  );
}
