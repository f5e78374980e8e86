import { ID, Users } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { keyClient } from '../support/key-client';
import { newAccount, signInByApi } from '../auth/auth-helpers';
import { PHONE_VIEWPORT, waitForFrame } from './frame-helpers';
import { addFromProductPage, cartCheckout, FIRST_LOAD_MS } from '../checkout/checkout-helpers';

// Issue 37: the top bar's switch turns the page Hindi in place, remembers it in the locale
// cookie, and the render server then sends Hindi HTML (lang="hi-IN") — while a visitor without
// the cookie still gets English from the same URL (the locale is in the render key).

const HERO_EN = 'Medicines delivered to your home from a licensed pharmacy near you';
const HERO_HI = 'आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी से दवाइयाँ, सीधे आपके घर तक';

test.use({ viewport: PHONE_VIEWPORT });

test('switching to Hindi renders the home page in Hindi, in the browser and in server HTML', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // English pages download no Hindi: each app's Hindi catalogue is a chunk of its own.
  const scripts: Promise<string>[] = [];
  const collect = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.goto('/');
  await waitForFrame(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
  page.off('response', collect);
  expect(scripts.length).toBeGreaterThan(5);
  for (const text of await Promise.all(scripts)) {
    expect(text).not.toContain(HERO_HI); // mf-catalog's Hindi
    expect(text).not.toContain('सर्वाधिकार सुरक्षित'); // the shell's Hindi
  }

  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByTestId('language-switch')).toHaveText('English');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'दवाइयाँ खोजें...');
  await expect(page.getByRole('contentinfo').getByText(/सर्वाधिकार सुरक्षित/)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'instamg_locale');
  expect(cookie?.value).toBe('hi-IN');
  // Devanagari fits a 390 px phone: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

  // The server renders what the cookie says: the raw HTML (no JavaScript) is Hindi.
  const hindi = await (await page.request.get('/')).text();
  expect(hindi).toMatch(/<html lang="hi-IN"/);
  expect(hindi).toContain(HERO_HI);
  // A reload hydrates that Hindi HTML and stays Hindi, without a hydration error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await waitForFrame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
  expect(errors.filter((text) => /hydrat|recoverable|418|425/i.test(text))).toEqual([]);

  // Same URL, no cookie: English (no cache poisoning); Accept-Language alone picks Hindi.
  const guest = await playwright.request.newContext({ baseURL });
  const english = await (await guest.get('/')).text();
  expect(english).toMatch(/<html lang="en-IN"/);
  expect(english).toContain(HERO_EN);
  const byHeader = await (await guest.get('/', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } })).text();
  expect(byHeader).toContain(HERO_HI);
  await guest.dispose();
});

test('a signed-in customer’s language is saved in their account and follows them to another device', async ({
  page,
  browser,
}) => {
  // A new account: the demo customers' prefs stay as other specs expect them.
  const account = newAccount('language');
  const users = new Users(keyClient());
  const { $id: userId } = await users.create({
    userId: ID.unique(),
    email: account.email,
    password: account.password,
    name: `${account.firstName} ${account.lastName}`,
  });
  const savedLocale = async () => ((await users.getPrefs({ userId })) as Record<string, unknown>).locale;

  await signInByApi(page, account);
  await page.goto('/');
  await waitForFrame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
  // Nothing is saved until the customer chooses.
  expect(await savedLocale()).toBeUndefined();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
  // The functions read this to text, push and mail the customer in Hindi (lib/orders/customer-messages.ts).
  await expect.poll(savedLocale).toBe('hi-IN');

  // Another phone, no cookie, an English browser: signed in, the page follows the account.
  const other = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-IN' });
  try {
    const phone = await other.newPage();
    await signInByApi(phone, account);
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect
      .poll(async () => (await other.cookies()).find((c) => c.name === 'instamg_locale')?.value)
      .toBe('hi-IN');
  } finally {
    await other.close();
  }
});

test('on a product page the switch moves to /hi/product/…, its links stay under /hi and the cart keeps its item', async ({
  page,
}) => {
  // Issue 37 §3 (docs/decisions/0012-i18n.md §8): a client-side move between /x and /hi/x.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  const badge = page.getByTestId('mobile-cart-badge').locator('.MuiBadge-badge');
  await expect(badge).toHaveText('1');

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/hi\/product\/dolo-650-tablet$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'दवाइयाँ खोजें...');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dolo 650 Tablet');
  await expect(badge).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

  // The top bar's and the bottom bar's links stay Hindi; the cart has one URL.
  const tabs = page.getByRole('navigation', { name: 'मोबाइल मेन्यू' });
  await expect(page.getByRole('link', { name: 'instamg home' })).toHaveAttribute('href', '/hi');
  await page.getByRole('link', { name: 'instamg home' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
  await expect(tabs.getByRole('link').nth(1)).toHaveAttribute('href', '/hi/medicines');
  await tabs.getByRole('link').nth(3).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Reached from a Hindi page, the cart is Hindi and still holds the line.
  const cart = cartCheckout(page);
  await expect(cart.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(cart.getByRole('listitem', { name: 'Dolo 650 Tablet' })).toBeVisible();

  // Back to the Hindi home page, then to English: the unprefixed URL, the cart unchanged.
  await page.goBack();
  await expect(page).toHaveURL(/\/hi$/);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'instamg home' })).toHaveAttribute('href', '/');
  await expect(badge).toHaveText('1');
  expect(errors).toEqual([]);
});

test('after the switch and after an in-app link, canonical, alternates, lang, title and description describe the page shown', async ({
  page,
}) => {
  // Issue 37: the head followed the first page only (its canonical stayed the one the server wrote).
  const head = () =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      products: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) =>
        (script.textContent ?? '').includes('"Product"'),
      ).length,
    }));
  const alternatesFor = (site: string, path: string) => [
    ['en-IN', `${site}${path}`],
    ['hi-IN', `${site}${path === '/' ? '/hi' : `/hi${path}`}`],
    ['x-default', `${site}${path}`],
  ];

  await page.goto('/product/dolo-650-tablet');
  await waitForFrame(page);
  const first = await head();
  const site = new URL(first.canonical!).origin;
  expect(first).toMatchObject({
    lang: 'en-IN',
    title: 'Dolo 650 Tablet · instamg',
    canonical: `${site}/product/dolo-650-tablet`,
    alternates: alternatesFor(site, '/product/dolo-650-tablet'),
    products: 1,
  });

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/hi\/product\/dolo-650-tablet$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect.poll(async () => (await head()).canonical).toBe(`${site}/hi/product/dolo-650-tablet`);
  const hindi = await head();
  expect(hindi).toMatchObject({
    title: 'Dolo 650 Tablet · instamg',
    alternates: alternatesFor(site, '/product/dolo-650-tablet'),
  });
  await expect.poll(async () => (await head()).description).toMatch(/आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी/);
  // The product page's body is Hindi too.
  await expect(page.getByText('MRP में सभी टैक्स शामिल')).toBeVisible();

  // An in-app link (the logo): the Hindi home page's head, not the product's.
  await page.getByRole('link', { name: 'instamg home' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HI);
  await expect.poll(async () => (await head()).canonical).toBe(`${site}/hi`);
  expect(await head()).toMatchObject({
    lang: 'hi-IN',
    title: 'instamg · पास की लाइसेंसशुदा फ़ार्मेसी से दवाइयाँ घर पर',
    alternates: alternatesFor(site, '/'),
    products: 0,
  });
  expect((await head()).description).toBe('अपने 5 km के अंदर की लाइसेंसशुदा पार्टनर फ़ार्मेसी से ऑनलाइन दवाइयाँ मँगाएँ।');

  // And back to English on the home page.
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await head()).canonical).toBe(`${site}/`);
  expect(await head()).toMatchObject({
    lang: 'en-IN',
    title: 'instamg · Medicines delivered from licensed pharmacies near you',
    alternates: alternatesFor(site, '/'),
  });
});
