// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from '@instamg/shared/router';
import { useDocumentTitle } from '@instamg/shared/ssr';
import { RouteTitle } from './RouteTitle';

function ProductLike() {
  useDocumentTitle('Dolo 650 Tablet · instamg');
  return null;
}

afterEach(cleanup);

describe('RouteTitle', () => {
  it('sets each route’s own title on client-side navigation, and a page’s own title wins', async () => {
    render(
      <MemoryRouter initialEntries={['/medicines']}>
        <RouteTitle />
        <Link to="/no-such-page">away</Link>
        <Link to="/faq">faq</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('All medicines · instamg');
    await act(async () => screen.getByText('faq').click());
    expect(document.title).toBe('Frequently asked questions · instamg');
    await act(async () => screen.getByText('away').click());
    expect(document.title).toBe('Page not found · instamg');
    cleanup();
    render(
      <MemoryRouter initialEntries={['/product/dolo-650-tablet']}>
        <RouteTitle />
        <ProductLike />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Dolo 650 Tablet · instamg');
  });
});
