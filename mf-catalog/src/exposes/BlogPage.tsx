import { RemoteRoot } from '../RemoteRoot';
import { BlogPage } from '../pages/BlogPage';

export default function ExposedBlogPage() {
  return (
    <RemoteRoot>
      <BlogPage />
    </RemoteRoot>
  );
}
