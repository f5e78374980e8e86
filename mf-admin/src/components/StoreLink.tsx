import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useStoreName } from '../api/store-name';

/** A store's name linking to its admin page, read when the row shows (a grid's table holds its id only). */
export function StoreLink({ storeId }: { storeId: string | null }) {
  const name = useStoreName(storeId);
  if (!storeId) return <span>—</span>;
  return (
    <Link component={RouterLink} to={`/admin/stores/${storeId}`}>
      {name.data ?? storeId}
    </Link>
  );
}
