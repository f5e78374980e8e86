import { Badge, IconButton } from '@instamg/shared/mui';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from '@instamg/shared/router';
import { LIMITS, ROUTES } from '@instamg/shared/constants';
import { cartBadge } from '@instamg/shared/domain/search';
import { cartAccessibleName } from '../domain/cart-label';

/** The top bar's cart button: '99+' above 99, no badge at 0 (SPEC §9). */
export default function CartButton({ count }: { count: number }) {
  const badge = cartBadge(count, LIMITS.cartBadgeCapTopBar);
  return (
    <IconButton component={RouterLink} to={ROUTES.cart} aria-label={cartAccessibleName(count)} color="primary">
      <Badge badgeContent={badge} color="secondary" invisible={badge === null} data-testid="cart-badge">
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
