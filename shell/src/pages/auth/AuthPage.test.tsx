// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@instamg/shared/router';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';

const account = {
  get: vi.fn(),
  createEmailPasswordSession: vi.fn(),
  createMfaChallenge: vi.fn(),
  updateMfaChallenge: vi.fn(),
  listMfaFactors: vi.fn(),
  deleteSession: vi.fn(),
  createOAuth2Token: vi.fn(),
  createSession: vi.fn(),
};
const listRows = vi.fn();
const createExecution = vi.fn();
vi.mock('@instamg/shared/appwrite/client', () => ({
  getAppwrite: () => ({ account, tablesDB: { listRows }, functions: { createExecution } }),
}));

const { default: AuthPage } = await import('./AuthPage');
const { useSession } = await import('../../api/auth/session-store');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAuth(route: string) {
  return renderWithShellProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function fillSignIn(email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  cleanup();
  for (const mock of [...Object.values(account), listRows, createExecution]) mock.mockReset();
  globalThis.__INSTAMG_CONFIG__ = undefined;
  (globalThis as { google?: unknown }).google = undefined;
  useSession.setState({ status: 'signedOut', user: null, role: 'customer', hasStoreAccess: false, mfaRequired: false });
});

describe('AuthPage', () => {
  it('checks the form before calling Appwrite', async () => {
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth');
    fillSignIn('not-an-email', '');
    expect(await screen.findByText(/valid email address/)).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(account.createEmailPasswordSession).not.toHaveBeenCalled();
  });

  it("shows 'Sign in failed' with the server's message", async () => {
    useSession.setState({ status: 'signedOut' });
    account.createEmailPasswordSession.mockRejectedValue(
      Object.assign(new Error('Invalid credentials. Please check the email and password.'), {
        code: 401,
        type: 'user_invalid_credentials',
      }),
    );
    renderAuth('/auth');
    fillSignIn('asha@example.in', 'wrong-password');
    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials. Please check the email and password.')).toBeTruthy();
  });

  it('signs in, welcomes back and goes to the remembered path', async () => {
    useSession.setState({ status: 'signedOut' });
    account.createEmailPasswordSession.mockResolvedValue({});
    account.get.mockResolvedValue({ $id: 'u1', labels: [], name: 'Asha' });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    renderAuth('/auth?from=%2Fcheckout');
    fillSignIn('asha@example.in', 'right-password');
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout');
  });

  it('asks for the second factor before anything else when the account has MFA on', async () => {
    useSession.setState({ status: 'signedOut' });
    account.createEmailPasswordSession.mockResolvedValue({});
    account.get.mockRejectedValue(
      Object.assign(new Error('More factors are required'), { code: 401, type: 'user_more_factors_required' }),
    );
    renderAuth('/auth');
    fillSignIn('asha@example.in', 'right-password');
    const step = await screen.findByRole('form', { name: 'Verify sign-in' });
    expect(screen.queryByText('Welcome back!')).toBeNull();

    account.createMfaChallenge.mockResolvedValue({ $id: 'ch1' });
    account.updateMfaChallenge.mockResolvedValue({});
    account.get.mockReset().mockResolvedValue({ $id: 'u1', labels: [] });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    // Issue 40 §9: the sixth digit submits the code by itself, once.
    await act(async () => {
      fireEvent.change(within(step).getByLabelText(/Authentication code/), { target: { value: '12345' } });
    });
    expect(account.updateMfaChallenge).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(within(step).getByLabelText(/Authentication code/), { target: { value: '123456' } });
    });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(account.updateMfaChallenge).toHaveBeenCalledTimes(1);
    expect(account.updateMfaChallenge).toHaveBeenCalledWith({ challengeId: 'ch1', otp: '123456' });
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('sends an already signed-in visitor on to the remembered path', () => {
    useSession.setState({ status: 'signedIn', user: { $id: 'u1' } as never });
    renderAuth('/auth?from=%2Fprofile');
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it("says 'Google Sign In Failed' when Google sends the user back with a failure", async () => {
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth?oauth=failure');
    expect(await screen.findByText('Google Sign In Failed')).toBeTruthy();
  });

  it('offers only Customer and Pharmacy partner at sign-up', () => {
    renderAuth('/auth?mode=signup');
    const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(radios).toEqual(['customer', 'pharmacy_partner']);
  });

  it('shows the itemised privacy notice before the account is created (issue 39 §1)', () => {
    renderAuth('/auth?mode=signup');
    const notice = screen.getByRole('region', { name: 'How instamg uses your personal data' });
    expect(notice.textContent).toMatch(/Who receives it: .*payment gateway/);
    expect(notice.textContent).toMatch(/How long: Schedule H1 register entries for 3 years/);
  });
});

describe('AuthPage with Google One Tap', () => {
  const CLIENT_ID = 'web-client.apps.googleusercontent.com';
  /** Stands in for Google Identity Services as already loaded, so no script is fetched. */
  function installGoogle() {
    const id = { initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() };
    (globalThis as { google?: unknown }).google = { accounts: { id } };
    return {
      id,
      /** What Google does when the person picks an account (or fails to). */
      answer: (response: { credential?: string }) => {
        const [config] = id.initialize.mock.calls.at(-1) as [{ callback: (response: { credential?: string }) => void }];
        act(() => config.callback(response));
      },
    };
  }
  const execution = (responseStatusCode: number, body: unknown) => ({
    status: 'completed',
    responseStatusCode,
    responseBody: JSON.stringify(body),
  });

  it('does not touch Google without a configured client id', async () => {
    const google = installGoogle();
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(google.id.initialize).not.toHaveBeenCalled();
  });

  it('prompts with the configured client id and keeps the Google button', async () => {
    globalThis.__INSTAMG_CONFIG__ = { googleClientId: CLIENT_ID };
    const google = installGoogle();
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth');
    await vi.waitFor(() => expect(google.id.prompt).toHaveBeenCalledTimes(1));
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, context: 'signin' }),
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('signs in with the credential through the function, welcomes back and goes to the remembered path', async () => {
    globalThis.__INSTAMG_CONFIG__ = { googleClientId: CLIENT_ID };
    const google = installGoogle();
    createExecution.mockResolvedValue(execution(200, { userId: 'u7', secret: 'one-time' }));
    account.createSession.mockResolvedValue({});
    account.get.mockResolvedValue({
      $id: 'u7',
      labels: [],
      name: 'Asha',
      registration: '2024-01-01T00:00:00.000+00:00',
    });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth?from=%2Fprofile');
    await vi.waitFor(() => expect(google.id.prompt).toHaveBeenCalled());

    google.answer({ credential: 'google.id.token' });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(createExecution).toHaveBeenCalledWith(
      expect.objectContaining({ functionId: 'google-one-tap', body: '{"credential":"google.id.token"}', async: false }),
    );
    expect(account.createSession).toHaveBeenCalledWith({ userId: 'u7', secret: 'one-time' });
    expect((await screen.findByTestId('where')).textContent).toBe('/profile');
  });

  it("shows 'Google Sign In Failed' with the function's message when it refuses the credential", async () => {
    globalThis.__INSTAMG_CONFIG__ = { googleClientId: CLIENT_ID };
    const google = installGoogle();
    createExecution.mockResolvedValue(
      execution(401, { code: 'token_expired', message: 'The Google credential has expired. Please sign in again.' }),
    );
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth');
    await vi.waitFor(() => expect(google.id.prompt).toHaveBeenCalled());

    google.answer({ credential: 'stale.id.token' });
    expect(await screen.findByText('Google Sign In Failed')).toBeTruthy();
    expect(screen.getByText('The Google credential has expired. Please sign in again.')).toBeTruthy();
    expect(account.createSession).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it("shows SPEC §8's One Tap 'Authentication Error' when Google answers without a credential or the session fails", async () => {
    globalThis.__INSTAMG_CONFIG__ = { googleClientId: CLIENT_ID };
    const google = installGoogle();
    useSession.setState({ status: 'signedOut' });
    renderAuth('/auth');
    await vi.waitFor(() => expect(google.id.prompt).toHaveBeenCalled());

    google.answer({});
    expect(await screen.findByText('Failed to authenticate with Google One Tap')).toBeTruthy();
    expect(createExecution).not.toHaveBeenCalled();

    createExecution.mockResolvedValue(execution(200, { userId: 'u7', secret: 'one-time' }));
    account.createSession.mockRejectedValue(
      Object.assign(new Error('Invalid token passed in the request.'), { code: 401 }),
    );
    google.answer({ credential: 'google.id.token' });
    await vi.waitFor(() => expect(screen.getAllByText('Failed to authenticate with Google One Tap')).toHaveLength(2));
    expect(screen.getAllByText('Authentication Error').length).toBeGreaterThan(0);
  });

  it('cancels the prompt when the page is left', async () => {
    globalThis.__INSTAMG_CONFIG__ = { googleClientId: CLIENT_ID };
    const google = installGoogle();
    useSession.setState({ status: 'signedOut' });
    const { unmount } = renderAuth('/auth');
    await vi.waitFor(() => expect(google.id.prompt).toHaveBeenCalled());
    unmount();
    expect(google.id.cancel).toHaveBeenCalled();
  });
});
