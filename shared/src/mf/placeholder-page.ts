/**
 * Scaffolding for a remote's route whose feature has not been built yet: says plainly which
 * page this is and which remote owns it, and nothing more. Remove a page's use of it when the
 * feature's issue lands.
 */
import { createElement, type ReactNode } from 'react';
import { Container, Stack, Typography } from '@instamg/shared/mui';
import { REMOTES, type RemoteName } from './remotes';

export interface PlaceholderPageProps {
  title: string;
  remote: RemoteName;
  /** Route facts the page already reads, e.g. the product id from the URL. */
  children?: ReactNode;
}

export function PlaceholderPage({ title, remote, children }: PlaceholderPageProps) {
  return createElement(
    Container,
    { maxWidth: 'lg', sx: { py: { xs: 3, md: 5 } } },
    createElement(
      Stack,
      { spacing: 1.5 },
      createElement(Typography, { variant: 'h1', color: 'primary' }, title),
      createElement(
        Typography,
        { color: 'text.secondary' },
        `This page belongs to ${REMOTES[remote].partName} (${remote}). Its features arrive with their own issue.`,
      ),
      children,
    ),
  );
}
