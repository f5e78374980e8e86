// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@instamg/shared/router';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { Role } from '@instamg/shared/domain/roles';

vi.mock('@instamg/shared/appwrite/client', () => ({ getAppwrite: () => ({}) }));
const { RouteGuard } = await import('./RouteGuard');
const { useSession } = await import('../api/auth/session-store');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, guard: { allowedRoles?: Role[]; requireStoreAccess?: boolean; redirectTo?: string }) {
  return renderWithShellProviders(
    <Routes>
      <Route path="/" element={<Where />} />
      <Route path="/auth" element={<Where />} />
      <Route path="/login" element={<Where />} />
      <Route
        path="/guarded/*"
        element={
          <RouteGuard {...guard}>
            <p>Protected content</p>
          </RouteGuard>
        }
      />
    </Routes>,
    { route: path },
  );
}

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'loading', user: null, role: 'customer', hasStoreAccess: false });
});

describe('RouteGuard', () => {
  it("shows 'Verifying authentication...' while the sign-in state loads", () => {
    renderAt('/guarded/page', {});
    expect(screen.getByRole('status').textContent).toBe('Verifying authentication...');
    expect(screen.queryByText('Protected content')).toBeNull();
  });

  it('sends a signed-out visitor to /auth carrying the origin path and query', () => {
    useSession.setState({ status: 'signedOut' });
    renderAt('/guarded/page?tab=2', {});
    expect(screen.getByTestId('where').textContent).toBe(`/auth?from=${encodeURIComponent('/guarded/page?tab=2')}`);
  });

  it('uses the redirect path when one is given', () => {
    useSession.setState({ status: 'signedOut' });
    renderAt('/guarded/page', { redirectTo: '/login' });
    expect(screen.getByTestId('where').textContent).toBe(`/login?from=${encodeURIComponent('/guarded/page')}`);
  });

  it('lets any signed-in user through a route without a role list', () => {
    useSession.setState({ status: 'signedIn', role: 'customer' });
    renderAt('/guarded/page', {});
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('sends a role outside the list to / with the permission toast', async () => {
    useSession.setState({ status: 'signedIn', role: 'store_admin', hasStoreAccess: true });
    renderAt('/guarded/admin', { allowedRoles: ['admin'] });
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page")).toBeTruthy();
  });

  it('sends a user without store access away from a store route with the store-panel toast — admins too', async () => {
    useSession.setState({ status: 'signedIn', role: 'admin', hasStoreAccess: false });
    renderAt('/guarded/store', { requireStoreAccess: true });
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(await screen.findByText("You don't have access to the store panel")).toBeTruthy();
    expect(screen.getAllByText('Access Denied')).toHaveLength(1);
  });

  it('lets a store user into a store route', () => {
    useSession.setState({ status: 'signedIn', role: 'store_staff', hasStoreAccess: true });
    renderAt('/guarded/store', { requireStoreAccess: true });
    expect(screen.getByText('Protected content')).toBeTruthy();
  });
});
