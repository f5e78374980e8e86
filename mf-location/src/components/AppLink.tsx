import { Link } from '@instamg/shared/mui';
import { ROUTES, TEXTS } from '@instamg/shared/constants';
import type { Address } from '@instamg/shared/domain/address';
import { useLocationRuntime } from './LocationProvider';

/** The account part of the selector's popover: saved addresses in the shell, a login link in the widget. */
export interface AccountSectionProps {
  onChoose(address: Address): void;
}

const texts = TEXTS.deliverySelector;

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
  return <AppLink path={ROUTES.auth}>{texts.loginToSaveAddresses}</AppLink>;
}
