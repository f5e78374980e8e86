// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from '@instamg/shared/router';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import SearchBox from './SearchBox';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderSearchBox(variant: 'mobile' | 'desktop', route = '/') {
  return renderWithShellProviders(
    <>
      <SearchBox variant={variant} />
      <CurrentUrl />
    </>,
    { route },
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search medicines' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

afterEach(cleanup);

describe('SearchBox', () => {
  it('uses the SPEC placeholders for each layout', () => {
    renderSearchBox('desktop');
    expect(input().getAttribute('placeholder')).toBe('Search for medicines, health products...');
    cleanup();
    renderSearchBox('mobile');
    expect(input().getAttribute('placeholder')).toBe('Search medicines...');
  });

  it('opens /search with the trimmed, URL-encoded term', () => {
    renderSearchBox('desktop');
    fireEvent.change(input(), { target: { value: '  paracetamol 500mg & more ' } });
    submit();
    expect(screen.getByTestId('url').textContent).toBe('/search?q=paracetamol%20500mg%20%26%20more');
  });

  it('opens bare /search for a blank term', () => {
    renderSearchBox('mobile', '/medicines');
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('url').textContent).toBe('/search');
  });

  it('submits itself to /search?q= before the page has hydrated (server HTML)', () => {
    renderSearchBox('desktop');
    const form = input().closest('form')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().getAttribute('name')).toBe('q');
  });

  it('searches for what the input shows, even if typed before React saw it', () => {
    renderSearchBox('desktop');
    // A value set on the element directly, as text typed into server HTML before hydration is.
    (input() as HTMLInputElement).value = 'cetirizine';
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('url').textContent).toBe('/search?q=cetirizine');
  });

  it('mirrors q on the search page', () => {
    renderSearchBox('desktop', '/search?q=vitamin%20c');
    expect(input()).toHaveProperty('value', 'vitamin c');
  });

  it('does not pick up q from other pages', () => {
    renderSearchBox('desktop', '/medicines?q=ignored');
    expect(input()).toHaveProperty('value', '');
  });

  it('follows q when the search page moves to another query', () => {
    renderWithShellProviders(
      <>
        <SearchBox variant="desktop" />
        <Link to="/search?q=crocin">related search</Link>
      </>,
      { route: '/search?q=dolo' },
    );
    expect(input()).toHaveProperty('value', 'dolo');
    fireEvent.click(screen.getByRole('link', { name: 'related search' }));
    expect(input()).toHaveProperty('value', 'crocin');
  });
});
