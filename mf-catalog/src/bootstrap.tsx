import { mountStandaloneRemote } from '@instamg/shared/mf/standalone';
import BlogPage from './exposes/BlogPage';
import BlogPostPage from './exposes/BlogPostPage';
import HomePage from './exposes/HomePage';
import MedicinesPage from './exposes/MedicinesPage';
import ProductPage from './exposes/ProductPage';
import SearchPage from './exposes/SearchPage';

mountStandaloneRemote('mf_catalog', {
  'mf_catalog/HomePage': HomePage,
  'mf_catalog/MedicinesPage': MedicinesPage,
  'mf_catalog/ProductPage': ProductPage,
  'mf_catalog/SearchPage': SearchPage,
  'mf_catalog/BlogPage': BlogPage,
  'mf_catalog/BlogPostPage': BlogPostPage,
});
