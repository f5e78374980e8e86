import { ID, Messaging, Query, TablesDB, Users, type Client } from 'node-appwrite';
import { parseBreachNotice } from '@instamg/shared/domain/privacy/breach';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { fail } from '../../lib/runtime/errors.ts';

/** Appwrite caps an `equal` query's values (and a message's users) at 100 per call here. */
const CHUNK = 100;

/**
 * `breach_notice` `{ user_ids, subject, message }` (admins only; docs/privacy-breach-runbook.md
 * step 5): the notice by e-mail and SMS to each chosen account through Appwrite Messaging. A
 * service message: no marketing consent needed (ADR 0017). Unknown ids are skipped and counted.
 * One audit row records who sent what to how many.
 */
export async function sendBreachNotice(client: Client, adminId: string, body: Record<string, unknown>) {
  await requireAdmin(client, adminId);
  const parsed = parseBreachNotice(body);
  if (!parsed.ok) throw fail('invalid_input', parsed.error);
  const { userIds, subject, message } = parsed.value;
  const users = new Users(client);
  const messaging = new Messaging(client);
  const found: { $id: string; phone: string }[] = [];
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const page = await users.list({ queries: [Query.equal('$id', userIds.slice(i, i + CHUNK)), Query.limit(CHUNK)] });
    found.push(...page.users);
  }
  const messageIds: string[] = [];
  for (let i = 0; i < found.length; i += CHUNK) {
    const chunk = found.slice(i, i + CHUNK);
    const email = await messaging.createEmail({
      messageId: ID.unique(),
      subject,
      content: message,
      users: chunk.map((u) => u.$id),
    });
    messageIds.push(email.$id);
    const withPhone = chunk.filter((u) => u.phone).map((u) => u.$id);
    if (withPhone.length > 0) {
      const sms = await messaging.createSms({
        messageId: ID.unique(),
        content: `${subject}. ${message}`.slice(0, 1000),
        users: withPhone,
      });
      messageIds.push(sms.$id);
    }
  }
  const result = { sent_to: found.length, unknown: userIds.length - found.length, message_ids: messageIds };
  await writeAudit(new TablesDB(client), {
    actorId: adminId,
    actorRole: 'admin',
    action: 'breach_notice_sent',
    entityType: 'breach_notice',
    entityId: messageIds[0] ?? 'none',
    before: null,
    after: { subject, sent_to: result.sent_to, unknown: result.unknown, message_ids: messageIds.join(',') },
  });
  return result;
}
