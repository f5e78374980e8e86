import { RemoteRoot } from '../RemoteRoot';
import { BlogPage } from '../pages/BlogPage';

export default function ExposedBlogPage() {
  return (
    <RemoteRoot>
      <BlogPage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/loaders.ts).
export { blogLoader as loader } from '../api/loaders';
