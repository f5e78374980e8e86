import { afterEach, describe, expect, it, vi } from 'vitest';

const account = {
  get: vi.fn(),
  createEmailPasswordSession: vi.fn(),
  createMfaChallenge: vi.fn(),
  updateMfaChallenge: vi.fn(),
  deleteSession: vi.fn(),
  create: vi.fn(),
  updatePrefs: vi.fn(),
  createEmailVerification: vi.fn(),
};
const listRows = vi.fn();
vi.mock('@instamg/shared/appwrite/client', () => ({
  getAppwrite: () => ({ account, tablesDB: { listRows } }),
}));

const { useSession } = await import('./session-store');

const unauthorized = (type = 'general_unauthorized_scope') =>
  Object.assign(new Error('User (role: guests) missing scopes (["account"])'), { code: 401, type });

afterEach(() => {
  for (const mock of Object.values(account)) mock.mockReset();
  listRows.mockReset();
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, role: 'customer', hasStoreAccess: false, mfaRequired: false });
});

describe('useSession', () => {
  it('starts loading with no user', () => {
    expect(useSession.getState()).toMatchObject({
      status: 'loading',
      user: null,
      role: 'customer',
      hasStoreAccess: false,
    });
  });

  it('is signed in with the account the server returns, as a customer without a store_admins row', async () => {
    const user = { $id: 'u1', name: 'Asha Verma', email: 'asha@example.in', labels: [] };
    account.get.mockResolvedValue(user);
    listRows.mockResolvedValue({ total: 0, rows: [] });
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user, role: 'customer', hasStoreAccess: false });
    // The user's own row only, read with their session.
    const { queries, tableId } = listRows.mock.calls[0]?.[0] as { queries: string[]; tableId: string };
    expect(tableId).toBe('store_admins');
    expect(queries.join()).toContain('"user_id"');
    expect(queries.join()).toContain('u1');
  });

  it('derives store roles and store access from the store_admins row', async () => {
    account.get.mockResolvedValue({ $id: 'u2', labels: [] });
    listRows.mockResolvedValue({ total: 1, rows: [{ $id: 'sa1', role: 'manager', store_id: 's1' }] });
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ role: 'store_manager', hasStoreAccess: true });
  });

  it('makes an admin from the admin label only — never from prefs', async () => {
    account.get.mockResolvedValue({ $id: 'u3', labels: [], prefs: { role: 'admin' } });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    await useSession.getState().refresh();
    expect(useSession.getState().role).toBe('customer');
    account.get.mockResolvedValue({ $id: 'u3', labels: ['admin'], prefs: {} });
    await useSession.getState().refresh();
    expect(useSession.getState().role).toBe('admin');
  });

  it('falls back to customer without store access when the role cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    account.get.mockResolvedValue({ $id: 'u4', labels: ['admin'] });
    listRows.mockRejectedValue(new TypeError('Failed to fetch'));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', role: 'customer', hasStoreAccess: false });
  });

  it('is signed out for a guest (401), without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    account.get.mockRejectedValue(unauthorized());
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null, mfaRequired: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is signed out, and logs, when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    account.get.mockRejectedValue(new TypeError('Failed to fetch'));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('lets the later of two overlapping checks win', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    account.get
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockRejectedValueOnce(unauthorized());
    listRows.mockResolvedValue({ total: 0, rows: [] });
    const first = useSession.getState().refresh();
    await useSession.getState().refresh();
    answerFirst({ $id: 'stale', labels: [] });
    await first;
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('reports a password sign-in that still needs its second factor, then completes it with a TOTP', async () => {
    account.createEmailPasswordSession.mockResolvedValue({ $id: 's1' });
    account.get.mockRejectedValueOnce(unauthorized('user_more_factors_required'));
    await expect(useSession.getState().signIn(' asha@example.in ', 'secret-pass')).resolves.toEqual({
      mfaRequired: true,
    });
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({
      email: 'asha@example.in',
      password: 'secret-pass',
    });
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', mfaRequired: true });

    account.createMfaChallenge.mockResolvedValue({ $id: 'ch1' });
    account.updateMfaChallenge.mockResolvedValue({});
    account.get.mockResolvedValue({ $id: 'u1', labels: [] });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    await useSession.getState().verifySecondFactor('totp', ' 123456 ');
    expect(account.createMfaChallenge).toHaveBeenCalledWith({ factor: 'totp' });
    expect(account.updateMfaChallenge).toHaveBeenCalledWith({ challengeId: 'ch1', otp: '123456' });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', mfaRequired: false });
  });

  it('drops a half-finished MFA session before a new sign-in (Appwrite refuses a second session)', async () => {
    useSession.setState({ status: 'signedOut', mfaRequired: true });
    account.deleteSession.mockResolvedValue({});
    account.createEmailPasswordSession.mockResolvedValue({});
    account.get.mockResolvedValue({ $id: 'u1', labels: [] });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    await useSession.getState().signIn('b@example.in', 'another-pass');
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(account.deleteSession.mock.invocationCallOrder[0]).toBeLessThan(
      account.createEmailPasswordSession.mock.invocationCallOrder[0]!,
    );
  });

  it('signs up with the metadata in prefs and no role anywhere', async () => {
    account.create.mockResolvedValue({});
    account.createEmailPasswordSession.mockResolvedValue({});
    account.updatePrefs.mockResolvedValue({});
    account.createEmailVerification.mockResolvedValue({});
    account.get.mockResolvedValue({ $id: 'u9', labels: [] });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    const person = {
      firstName: ' Asha ',
      lastName: 'Verma',
      phone: '+91 98765 43210',
      email: 'asha@example.in',
      password: 'long-enough',
    };
    await useSession.getState().signUp(person, 'http://x/auth?mode=verify');
    expect(account.create).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'asha@example.in', password: 'long-enough', name: 'Asha Verma' }),
    );
    expect(account.updatePrefs).toHaveBeenCalledWith({
      prefs: { first_name: 'Asha', last_name: 'Verma', phone: '9876543210' },
    });
    expect(JSON.stringify(account.create.mock.calls)).not.toContain('role');
    expect(account.createEmailVerification).toHaveBeenCalledWith({ url: 'http://x/auth?mode=verify' });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', role: 'customer' });
  });

  it('signs out: deletes the current session and forgets the user and role', async () => {
    useSession.setState({ status: 'signedIn', user: { $id: 'u1' } as never, role: 'admin', hasStoreAccess: true });
    account.deleteSession.mockResolvedValue({});
    await useSession.getState().signOut();
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(useSession.getState()).toMatchObject({
      status: 'signedOut',
      user: null,
      role: 'customer',
      hasStoreAccess: false,
    });
  });

  it('stays signed in when sign-out fails on the server', async () => {
    useSession.setState({ status: 'signedIn', user: { $id: 'u1' } as never });
    account.deleteSession.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(useSession.getState().signOut()).rejects.toThrow('Failed to fetch');
    expect(useSession.getState().status).toBe('signedIn');
  });

  it('re-checks store access for the same user only', async () => {
    useSession.setState({
      status: 'signedIn',
      user: { $id: 'u1', labels: [] } as never,
      role: 'store_staff',
      hasStoreAccess: true,
    });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    await useSession.getState().recheckStoreAccess();
    expect(useSession.getState()).toMatchObject({ role: 'customer', hasStoreAccess: false });
  });
});
