import { RemoteRoot } from '../RemoteRoot';
import { BlogPostPage } from '../pages/BlogPostPage';

export default function ExposedBlogPostPage() {
  return (
    <RemoteRoot>
      <BlogPostPage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/blog-loader.ts).
export { blogPostLoader as loader } from '../api/blog-loader';
