import { describe, expect, it, vi } from 'vitest';
import { restExecutor, restLocale } from './appwrite-rest';

function fetchReplying(status: number, body: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('widget Appwrite REST calls', () => {
  it('executes a function synchronously as a guest and parses its JSON reply', async () => {
    const fetcher = fetchReplying(201, { responseStatusCode: 200, responseBody: '{"stores":[]}' });
    const execute = restExecutor({ endpoint: 'http://localhost:8180/v1/', project: 'instamg', fetcher });
    await expect(execute('store-locator', { latitude: 1, longitude: 2, radius: 5 })).resolves.toEqual({ status: 200, body: { stores: [] } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('http://localhost:8180/v1/functions/store-locator/executions');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'x-appwrite-project': 'instamg' } });
    expect(JSON.parse(init!.body as string)).toEqual({
      body: '{"latitude":1,"longitude":2,"radius":5}',
      async: false,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('passes the function status through and reports an Appwrite error with its message', async () => {
    const bad = restExecutor({ endpoint: 'http://x/v1', project: 'p', fetcher: fetchReplying(201, { responseStatusCode: 400, responseBody: '{"message":"bad"}' }) });
    await expect(bad('geocoder', {})).resolves.toEqual({ status: 400, body: { message: 'bad' } });
    const denied = restExecutor({ endpoint: 'http://x/v1', project: 'p', fetcher: fetchReplying(401, { message: 'missing scope' }) });
    await expect(denied('geocoder', {})).rejects.toThrow('Appwrite /functions/geocoder/executions answered 401: missing scope');
  });

  it('reads the locale', async () => {
    const locale = restLocale({ endpoint: 'http://x/v1', project: 'p', fetcher: fetchReplying(200, { countryCode: 'IN' }) });
    await expect(locale()).resolves.toEqual({ countryCode: 'IN' });
  });
});
