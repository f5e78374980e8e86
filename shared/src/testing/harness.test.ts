// @vitest-environment happy-dom
import { createElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { useTheme } from '@instamg/shared/mui';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@instamg/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_CACHE, TEXTS } from '../constants';
import { useToast } from '../toast';
import { INSTAMG_COLORS } from '../theme';
import { renderWithShellProviders } from './harness';

afterEach(cleanup);

/** Reads every context a remote gets from the shell. */
function ContextProbe() {
  const theme = useTheme();
  const queries = useQueryClient().getDefaultOptions().queries;
  const { id } = useParams();
  const toast = useToast();
  return createElement(
    'dl',
    null,
    createElement('dd', { 'data-testid': 'primary' }, theme.palette.primary.main),
    createElement('dd', { 'data-testid': 'stale' }, String(queries?.staleTime)),
    createElement('dd', { 'data-testid': 'gc' }, String(queries?.gcTime)),
    createElement('dd', { 'data-testid': 'retry' }, String(queries?.retry)),
    createElement('dd', { 'data-testid': 'focus' }, String(queries?.refetchOnWindowFocus)),
    createElement('dd', { 'data-testid': 'id' }, id ?? 'none'),
    createElement('button', { onClick: () => toast(TEXTS.toast.accessDeniedRole) }, 'toast'),
  );
}

describe('renderWithShellProviders', () => {
  it('provides the shell theme, the SPEC §7 query policy, router params and toasts', async () => {
    renderWithShellProviders(createElement(ContextProbe), { route: '/product/dolo-650', path: '/product/:id' });

    expect(screen.getByTestId('primary').textContent).toBe(INSTAMG_COLORS.teal);
    expect(screen.getByTestId('stale').textContent).toBe(String(QUERY_CACHE.staleTimeMs));
    expect(screen.getByTestId('gc').textContent).toBe(String(QUERY_CACHE.gcTimeMs));
    expect(screen.getByTestId('retry').textContent).toBe('1');
    expect(screen.getByTestId('focus').textContent).toBe('false');
    expect(screen.getByTestId('id').textContent).toBe('dolo-650');

    screen.getByRole('button', { name: 'toast' }).click();
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });

  it('hands back the query client it used', () => {
    const { queryClient } = renderWithShellProviders(createElement(ContextProbe));
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(1);
    expect(screen.getByTestId('id').textContent).toBe('none');
  });
});
