import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../components/ErrorState';
import { useBlogPosts } from '../api/queries';
import { formatPublished } from '../domain/blog';
import { useBlogT } from '../i18n/blog-catalogue';

export function blogPostPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}

export function BlogPage() {
  const posts = useBlogPosts();
  const href = useLocaleHref();
  const t = useBlogT();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography variant="h4" component="h1">
        {t('blog.title')}
      </Typography>
      {posts.isPending && (
        <Stack spacing={2} aria-busy="true" role="status" aria-label={t('blog.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={110} />
          ))}
        </Stack>
      )}
      {posts.isError && (
        <ErrorState what={t('blog.whatPosts')} error={posts.error} onRetry={() => void posts.refetch()} />
      )}
      {posts.data?.length === 0 && <Typography>{t('blog.none')}</Typography>}
      {posts.data && posts.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={href(blogPostPath(post.id))}>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {post.title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[post.author, formatPublished(post.publishedAt)].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {post.excerpt}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
