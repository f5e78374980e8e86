import { RemoteRoot } from '../RemoteRoot';
import { BlogPostPage } from '../pages/BlogPostPage';

export default function ExposedBlogPostPage() {
  return (
    <RemoteRoot>
      <BlogPostPage />
    </RemoteRoot>
  );
}
