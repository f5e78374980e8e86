import { Link } from '@instamg/shared/mui';
import { ROUTES } from '@instamg/shared/constants';
import type { Address } from '@instamg/shared/domain/address';
import { useLocationRuntime } from './LocationProvider';
import { useLocationT } from '../i18n/catalogue';

/** The account part of the selector's popover: saved addresses in the shell, a login link in the widget. */
export interface AccountSectionProps {
  onChoose(address: Address): void;
}

export function AppLink({ path, children }: { path: string; children: string }) {
  const { href, navigate } = useLocationRuntime();
  return (
    <Link
      href={href(path)}
      underline="hover"
      variant="body2"
      onClick={(event) => {
        if (!navigate) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </Link>
  );
}

/** For guests (and the partner widget, whose page never holds an instamg session). */
export function LoginToSaveAddresses() {
  const t = useLocationT();
  return <AppLink path={ROUTES.auth}>{t('saved.login')}</AppLink>;
}
