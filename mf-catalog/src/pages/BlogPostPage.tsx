import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Button, Chip, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { ErrorState } from '../components/ErrorState';
import { useBlogPost } from '../api/queries';
import { blogParagraphs, formatPublished } from '../domain/blog';
import { useDocumentTitle } from '@instamg/shared/ssr';
import { blogPostTitle } from '../domain/seo';
import { useBlogT } from '../i18n/blog-catalogue';

export function BlogPostPage() {
  const { blogId = '' } = useParams();
  const post = useBlogPost(blogId);
  const href = useLocaleHref();
  const t = useBlogT();
  useDocumentTitle(post.data ? blogPostTitle(post.data) : null);
  const back = (
    <Button component={RouterLink} to={href('/blog')} sx={{ alignSelf: 'flex-start' }}>
      {t('blog.allPosts')}
    </Button>
  );
  if (post.isPending) {
    return (
      <Stack spacing={1} sx={{ py: 2 }} aria-busy="true" role="status" aria-label={t('blog.loadingPost')}>
        <Skeleton variant="text" height={48} width="70%" />
        <Skeleton width="30%" />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (post.isError)
    return <ErrorState what={t('blog.whatPost')} error={post.error} onRetry={() => void post.refetch()} />;
  if (post.data === null) {
    return (
      <Stack spacing={2} sx={{ py: 4 }} data-testid="blog-post-not-found">
        <Typography variant="h4" component="h1">
          {t('blog.notFoundTitle')}
        </Typography>
        <Typography>{t('blog.notFoundText')}</Typography>
        {back}
      </Stack>
    );
  }
  const { title, author, publishedAt, tags, content } = post.data;
  return (
    <Stack component="article" spacing={2} sx={{ py: 2, maxWidth: 760 }}>
      {back}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[author, formatPublished(publishedAt)].filter(Boolean).join(' · ')}
      </Typography>
      {blogParagraphs(content).map((paragraph, index) => (
        <Typography key={index} sx={paragraph.emphasis ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}>
          {paragraph.text}
        </Typography>
      ))}
      {tags.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
