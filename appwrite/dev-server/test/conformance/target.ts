import { Client as ServerClient } from 'node-appwrite';
import { startTestServer } from '../harness.ts';
import { createWebClient, type WebClient } from '../web-client.ts';
import type { Recorder } from '../spec/recorder.ts';

/**
 * Where the conformance suite points: a fresh in-process dev server, or — when APPWRITE_ENDPOINT,
 * APPWRITE_PROJECT_ID and APPWRITE_API_KEY are all set — a real Appwrite 1.9.x with
 * appwrite.json pushed. Dev-only helpers (the outbox, the OAuth consent stand-in) exist only on
 * the dev server; cases that need them skip on a real Appwrite.
 */
export interface Target {
  kind: 'dev-server' | 'real-appwrite';
  endpoint: string;
  projectId: string;
  apiKey: string;
  close(): Promise<void>;
}

export const REMOTE_ENV = ['APPWRITE_ENDPOINT', 'APPWRITE_PROJECT_ID', 'APPWRITE_API_KEY'] as const;
export const remoteConfigured = REMOTE_ENV.every((name) => !!process.env[name]);

export async function openTarget(): Promise<Target> {
  if (remoteConfigured) {
    return {
      kind: 'real-appwrite',
      endpoint: process.env.APPWRITE_ENDPOINT!.replace(/\/$/, ''),
      projectId: process.env.APPWRITE_PROJECT_ID!,
      apiKey: process.env.APPWRITE_API_KEY!,
      close: async () => {},
    };
  }
  const t = await startTestServer();
  return { kind: 'dev-server', endpoint: t.endpoint, projectId: t.projectId, apiKey: t.apiKey, close: () => t.close() };
}

/** node-appwrite with the target's API key, every response checked by the recorder. */
export function keyClient(target: Target, recorder: Recorder): ServerClient {
  return recorder.watch(
    new ServerClient().setEndpoint(target.endpoint).setProject(target.projectId).setKey(target.apiKey),
  );
}

/** A web-SDK client with its own cookie jar (see web-client.ts), watched by the recorder. */
export function browser(target: Target, recorder: Recorder): WebClient {
  const web = createWebClient(target.endpoint, target.projectId);
  recorder.watch(web.client);
  return web;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** DEV-ONLY: the newest message the dev server "sent" to `to` (email or phone). */
export async function latestMessage(target: Target, to: string): Promise<OutboxMessage> {
  const res = await fetch(`${target.endpoint}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = (await res.json()) as { messages: OutboxMessage[] };
  const message = body.messages[0];
  if (!message) throw new Error(`no outbox message to ${to}`);
  return message;
}

/** userId and secret from the first link in a message (verification, recovery, magic URL, invites). */
export function linkParams(message: OutboxMessage): Record<string, string> {
  const link = message.links[0];
  if (!link) throw new Error(`message "${message.subject}" has no link`);
  return Object.fromEntries(new URL(link).searchParams);
}

/** A six-digit code in a message body (email OTP, MFA email challenge). */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${message.text}"`);
  return code;
}
