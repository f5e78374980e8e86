import { useEffect, useRef, type ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@instamg/shared/mui';
import { Navigate, useLocation } from '@instamg/shared/router';
import { decideRoute } from '../domain/auth/route-guard';
import type { RouteAccess } from '../domain/auth/route-access';
import { signInPathFor } from '../domain/auth/return-path';
import { useSession } from '../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import { useHydratedValue } from '@instamg/shared/ssr';

export interface RouteGuardProps extends RouteAccess {
  children: ReactNode;
}

/**
 * SPEC §2 "Route guard": a spinner while the sign-in state loads, signed-out visitors to the
 * redirect path carrying where they came from, and the Access Denied toasts with a redirect to /.
 * The decisions themselves live in @instamg/shared/domain/route-guard.
 */
export function RouteGuard({ allowedRoles, requireStoreAccess, redirectTo, children }: RouteGuardProps) {
  const sessionStatus = useSession((state) => state.status);
  // Server HTML shows 'Verifying authentication...' (the sign-in state is the browser's); so does hydration.
  const status = useHydratedValue(sessionStatus, 'loading');
  const role = useSession((state) => state.role);
  const hasStoreAccess = useSession((state) => state.hasStoreAccess);
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideRoute({ status, role, hasStoreAccess, allowedRoles, requireStoreAccess, redirectTo, path });
  const toast = useToast();
  const toastShownFor = useRef<string | null>(null);

  const denial = decision.kind === 'redirect' ? decision.toast : undefined;
  useEffect(() => {
    // Once per denied path, even if React runs the effect twice.
    if (!denial || toastShownFor.current === path) return;
    toastShownFor.current = path;
    toast(denial);
  }, [denial, path, toast]);

  if (decision.kind === 'spinner') {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{decision.text}</Typography>
      </Box>
    );
  }
  if (decision.kind === 'redirect') {
    const to = decision.rememberPath ? signInPathFor(decision.rememberPath, decision.to) : decision.to;
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
