import { describe, expect, it, vi } from 'vitest';
import { FunctionError } from '@instamg/shared/appwrite/function-reply';
import { BackendUnreachableError, restCaller, restLocale } from './appwrite-rest';

function fetchReplying(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

describe('widget Appwrite REST calls', () => {
  it('executes a function synchronously as a guest and resolves with its JSON reply', async () => {
    const fetcher = fetchReplying(201, { responseStatusCode: 200, responseBody: '{"stores":[]}', status: 'completed' });
    const call = restCaller({ endpoint: 'http://localhost:8180/v1/', project: 'instamg', fetcher });
    await expect(call('store-locator', { latitude: 1, longitude: 2, radius: 5 })).resolves.toEqual({ stores: [] });
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

  it("rejects with the function's FunctionError, and with Appwrite's own error as one", async () => {
    const bad = restCaller({
      endpoint: 'http://x/v1',
      project: 'p',
      fetcher: fetchReplying(201, {
        responseStatusCode: 400,
        responseBody: '{"message":"Type at least 3 characters.","code":"query_too_short"}',
      }),
    });
    await expect(bad('geocoder', {})).rejects.toMatchObject({
      name: 'FunctionError',
      status: 400,
      code: 'query_too_short',
      message: 'Type at least 3 characters.',
    });
    const denied = restCaller({
      endpoint: 'http://x/v1',
      project: 'p',
      fetcher: fetchReplying(401, { message: 'missing scope', type: 'general_unauthorized_scope' }),
    });
    await expect(denied('geocoder', {})).rejects.toMatchObject({ status: 401, code: 'general_unauthorized_scope' });
  });

  it('a request with no HTTP answer (offline, or the origin refused by CORS) is "unreachable", and says so', async () => {
    const onReachability = vi.fn();
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const call = restCaller({ endpoint: 'http://x/v1', project: 'p', fetcher, onReachability });
    const error = await call('store-locator', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ status: 0, code: 'unreachable' });
    expect(onReachability).toHaveBeenLastCalledWith(false);
    await expect(
      restLocale({ endpoint: 'http://x/v1', project: 'p', fetcher, onReachability })(),
    ).rejects.toBeInstanceOf(BackendUnreachableError);

    const answered = restCaller({
      endpoint: 'http://x/v1',
      project: 'p',
      fetcher: fetchReplying(500, { message: 'boom' }),
      onReachability,
    });
    await expect(answered('store-locator', {})).rejects.toMatchObject({ status: 500 });
    expect(onReachability).toHaveBeenLastCalledWith(true); // an error status is still an answer
  });

  it('reads the locale', async () => {
    const locale = restLocale({
      endpoint: 'http://x/v1',
      project: 'p',
      fetcher: fetchReplying(200, { countryCode: 'IN' }),
    });
    await expect(locale()).resolves.toEqual({ countryCode: 'IN' });
  });
});
