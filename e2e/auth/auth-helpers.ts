import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export interface DemoUser {
  id: string;
  email: string;
  password: string;
}

export interface SeedCredentials {
  endpoint: string;
  projectId: string;
  users: Record<
    'admin' | 'owner' | 'staff' | 'pharmacist' | 'rider' | 'staffOther' | 'customerA' | 'customerB',
    DemoUser
  >;
  stores: Record<'demo' | 'other', string>;
}

/** The seeded demo people (written by the e2e backend; path set by playwright.config.ts). */
export function seedCredentials(): SeedCredentials {
  const file = process.env.E2E_CREDENTIALS_FILE;
  if (!file) throw new Error('E2E_CREDENTIALS_FILE is not set; run through e2e/playwright.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as SeedCredentials;
}

export const APPWRITE_ENDPOINT = (): string => process.env.APPWRITE_ENDPOINT ?? seedCredentials().endpoint;

/** A fresh address per test run, so journeys that create accounts never collide. */
export function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@instamg.test`;
}

export function signInForm(page: Page) {
  return page.getByRole('form', { name: 'Sign in' });
}

/** First render of a lazily loaded page on a busy machine can take longer than the default 10 s. */
export const PAGE_LOAD = { timeout: 30_000 } as const;

/** Fills and submits the /auth sign-in form (the page must already show it). */
export async function submitSignIn(page: Page, user: Pick<DemoUser, 'email' | 'password'>): Promise<void> {
  const form = signInForm(page);
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /auth, signs in and waits for the welcome toast. */
export async function signIn(page: Page, user: Pick<DemoUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await submitSignIn(page, user);
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/**
 * Signs `page`'s browser context in without the UI: the session is created by the real API
 * (POST /account/sessions/email) through the context's own request client, whose cookie jar is the
 * browser's, so the session cookie Appwrite sets is the one the web SDK then sends, as after a
 * sign-in on /auth. The page stays where it is (usually about:blank): navigate next. For a journey
 * that goes straight to another page this skips loading /auth and the shell once (the UI sign-in
 * itself is proven by e2e/auth/*: one spec per role signs in through the form).
 * Not for a user with a second factor (the session would owe it) or a spec about the sign-in.
 */
export async function signInByApi(page: Page, user: Pick<DemoUser, 'email' | 'password'>): Promise<void> {
  const response = await page.context().request.post(`${APPWRITE_ENDPOINT()}/account/sessions/email`, {
    headers: { 'X-Appwrite-Project': seedCredentials().projectId, 'Content-Type': 'application/json' },
    data: { email: user.email, password: user.password },
  });
  if (response.status() !== 201) {
    throw new Error(`API sign-in of ${user.email} failed: ${response.status()} ${await response.text()}`);
  }
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

export function newAccount(label: string): NewAccount {
  return {
    firstName: 'Test',
    lastName: label,
    phone: '9876543210',
    email: uniqueEmail(label),
    password: `pass-${Math.random().toString(36).slice(2)}`,
  };
}

/** Signs up through the /auth page's Sign up tab. */
export async function signUpThroughUi(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Mobile number').fill(account.phone);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  // One toast after sign-up (issue 22): the welcome rides on it, no second "Signed in" toast.
  await expect(page.getByText('Welcome to instamg!')).toBeVisible();
  await expect(page.getByText('Signed in successfully')).toHaveCount(0);
}

/** Signs out from the account page and checks SPEC §2: the toast and /auth. */
export async function signOutFromAccount(page: Page): Promise<void> {
  await page.goto('/account');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible(PAGE_LOAD);
  await signOut.click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

export const ACCESS_DENIED_ROLE = "You don't have permission to access this page";
export const ACCESS_DENIED_STORE = "You don't have access to the store panel";
