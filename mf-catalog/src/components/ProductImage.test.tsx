// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { ASSETS } from '@instamg/shared/constants';
import { ProductImage } from './ProductImage';

describe('ProductImage', () => {
  afterEach(cleanup);

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
});
