import { mountStandaloneRemote } from '@instamg/shared/mf/standalone';
import AdminRoutes from './exposes/AdminRoutes';

mountStandaloneRemote('mf_admin', { 'mf_admin/AdminRoutes': AdminRoutes });
