// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';

const account = {
  get: vi.fn(),
  createEmailPasswordSession: vi.fn(),
  createMfaChallenge: vi.fn(),
  updateMfaChallenge: vi.fn(),
  deleteSession: vi.fn(),
  createOAuth2Token: vi.fn(),
};
const listRows = vi.fn();
vi.mock('@instamg/shared/appwrite/client', () => ({ getAppwrite: () => ({ account, tablesDB: { listRows } }) }));

const { default: AuthPage } = await import('./AuthPage');
const { useSession } = await import('../../auth/session-store');

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
  for (const mock of [...Object.values(account), listRows]) mock.mockReset();
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
      Object.assign(new Error('Invalid credentials. Please check the email and password.'), { code: 401, type: 'user_invalid_credentials' }),
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
    account.get.mockRejectedValue(Object.assign(new Error('More factors are required'), { code: 401, type: 'user_more_factors_required' }));
    renderAuth('/auth');
    fillSignIn('asha@example.in', 'right-password');
    const step = await screen.findByRole('form', { name: 'Verify sign-in' });
    expect(screen.queryByText('Welcome back!')).toBeNull();

    account.createMfaChallenge.mockResolvedValue({ $id: 'ch1' });
    account.updateMfaChallenge.mockResolvedValue({});
    account.get.mockReset().mockResolvedValue({ $id: 'u1', labels: [] });
    listRows.mockResolvedValue({ total: 0, rows: [] });
    fireEvent.change(within(step).getByLabelText(/Authentication code/), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
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
});
