// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { ASSETS } from '@instamg/shared/constants';
import { ProductImage } from './ProductImage';

/** happy-dom reports every image complete; a browser's pending or already loaded one, as stated. */
function imagesAre(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}

describe('ProductImage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads list images lazily', () => {
    const { getByRole } = renderWithShellProviders(<ProductImage src="/dolo.webp" alt="Dolo 650 Tablet" size={120} />);
    const img = getByRole('img', { hidden: true });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  it("loads a page's main image at once and first", () => {
    const { getByRole } = renderWithShellProviders(
      <ProductImage src="/dolo.webp" alt="Dolo 650 Tablet" size={240} priority />,
    );
    const img = getByRole('img', { hidden: true });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a skeleton until loaded, and the placeholder image after an error', () => {
    imagesAre(false, 0);
    const { getByRole, queryByTestId } = renderWithShellProviders(
      <ProductImage src="/missing.webp" alt="Dolo 650 Tablet" size={240} priority />,
    );
    expect(queryByTestId('image-skeleton')).not.toBeNull();
    const img = getByRole('img', { hidden: true });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(ASSETS.placeholderImage);
    fireEvent.load(img);
    expect(queryByTestId('image-skeleton')).toBeNull();
  });

  it('an image the browser loaded before hydration (server HTML) is shown without a skeleton', () => {
    imagesAre(true, 240);
    const { getByRole, queryByTestId } = renderWithShellProviders(
      <ProductImage src="/dolo.webp" alt="Dolo 650 Tablet" size={240} priority />,
    );
    expect(queryByTestId('image-skeleton')).toBeNull();
    expect(getByRole('img').getAttribute('src')).toBe('/dolo.webp');
  });

  it('one that failed before hydration gets the placeholder image', () => {
    imagesAre(true, 0);
    const { getByRole } = renderWithShellProviders(<ProductImage src="/gone.webp" alt="Gone" size={240} priority />);
    expect(getByRole('img').getAttribute('src')).toBe(ASSETS.placeholderImage);
  });
});
