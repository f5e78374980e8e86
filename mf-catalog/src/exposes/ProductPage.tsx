import { RemoteRoot } from '../RemoteRoot';
import { ProductPage } from '../pages/ProductPage';

export default function ExposedProductPage() {
  return (
    <RemoteRoot>
      <ProductPage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/product-loader.ts).
export { productLoader as loader } from '../api/product-loader';
