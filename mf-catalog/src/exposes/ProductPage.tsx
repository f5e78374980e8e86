import { RemoteRoot } from '../RemoteRoot';
import { ProductPage } from '../pages/ProductPage';

export default function ExposedProductPage() {
  return (
    <RemoteRoot>
      <ProductPage />
    </RemoteRoot>
  );
}
