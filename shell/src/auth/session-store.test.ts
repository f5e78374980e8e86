import { afterEach, describe, expect, it, vi } from 'vitest';

const accountGet = vi.fn();
vi.mock('@instamg/shared/appwrite/client', () => ({
  getAppwrite: () => ({ account: { get: accountGet } }),
}));

const { useSession } = await import('./session-store');

afterEach(() => {
  accountGet.mockReset();
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null });
});

describe('useSession', () => {
  it('starts loading with no user', () => {
    expect(useSession.getState()).toMatchObject({ status: 'loading', user: null });
  });

  it('is signed in with the account the server returns', async () => {
    const user = { $id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };
    accountGet.mockResolvedValue(user);
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user });
  });

  it('is signed out for a guest (401), without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    accountGet.mockRejectedValue(Object.assign(new Error('User (role: guests) missing scopes (["account"])'), { code: 401 }));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is signed out, and logs, when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    accountGet.mockRejectedValue(new TypeError('Failed to fetch'));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops a previous user when a later check fails', async () => {
    accountGet.mockResolvedValueOnce({ $id: 'u1' }).mockRejectedValueOnce(Object.assign(new Error('expired'), { code: 401 }));
    await useSession.getState().refresh();
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  });
});
