import { useState } from 'react';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Dialog,
  DialogTitle,
  GlobalStyles,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreSection } from '../domain/store-permissions';
import type { PhoneNav as PhoneNavModel } from './nav';
import { BADGE_WORDS, NavBadge, UnreadText } from './NavBadge';
import type { NavBadges } from './SideNav';

/** Height of the panel's bar; the page leaves this much room above it. */
export const PHONE_NAV_HEIGHT_PX = 56;

const MORE = 'more';

/**
 * The panel's sections on a phone, held in one hand: the everyday ones in a bar at the bottom of
 * the screen (the panel frame has no customer bar under it, issue 33 §1), the rest in a sheet that
 * opens from the bottom under "More".
 */
export function PhoneNav({
  nav,
  current,
  badges = {},
}: {
  nav: PhoneNavModel;
  current: StoreSection | null;
  badges?: NavBadges;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  // Only unread notifications add up under "More" (a count of orders is not unread).
  const moreUnread = nav.more.reduce(
    (sum, item) => sum + (BADGE_WORDS[item.section] ? 0 : (badges[item.section] ?? 0)),
    0,
  );
  const inMore = nav.more.some((item) => item.section === current);
  const value = inMore ? MORE : (nav.bar.find((item) => item.section === current)?.section ?? false);

  return (
    <>
      {/* Keeps the end of the page from sitting under the fixed bar. */}
      <Box aria-hidden="true" sx={{ height: `calc(${PHONE_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))` }} />
      {/* Toasts rise above both bars (the shell lifts them above its own): under ours they would hide the sections. */}
      <GlobalStyles
        styles={{
          'body .notistack-SnackbarContainer': {
            bottom: `calc(${PHONE_NAV_HEIGHT_PX + 8}px + env(safe-area-inset-bottom)) !important`,
          },
        }}
      />
      <Paper
        component="nav"
        aria-label="Store panel"
        elevation={6}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          pb: 'env(safe-area-inset-bottom)',
          zIndex: (theme) => theme.zIndex.appBar,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <BottomNavigation value={value} showLabels sx={{ height: PHONE_NAV_HEIGHT_PX }}>
          {nav.bar.map(({ section, label, href, icon: Icon }) => (
            <BottomNavigationAction
              key={section}
              value={section}
              label={
                <>
                  {label}
                  <UnreadText count={badges[section]} word={BADGE_WORDS[section]} />
                </>
              }
              icon={
                <NavBadge count={badges[section]} kind={BADGE_WORDS[section] ? 'waiting' : 'unread'}>
                  <Icon />
                </NavBadge>
              }
              component={RouterLink}
              to={href}
              aria-current={section === current ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          ))}
          {nav.more.length > 0 && (
            <BottomNavigationAction
              value={MORE}
              label={
                <>
                  More
                  <UnreadText count={moreUnread} />
                </>
              }
              icon={
                <NavBadge count={moreUnread}>
                  <MoreHorizIcon />
                </NavBadge>
              }
              onClick={() => setMoreOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          )}
        </BottomNavigation>
      </Paper>
      <Dialog
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        fullWidth
        aria-labelledby="store-panel-more-title"
        // A sheet from the bottom edge, where the thumb already is.
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
        slotProps={{
          paper: {
            sx: {
              m: 0,
              width: '100%',
              maxWidth: '100%',
              borderRadius: '16px 16px 0 0',
              pb: 'env(safe-area-inset-bottom)',
            },
          },
        }}
      >
        <DialogTitle id="store-panel-more-title">More sections</DialogTitle>
        <List sx={{ pt: 0 }}>
          {nav.more.map(({ section, label, href, icon: Icon }) => (
            <ListItem key={section} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={section === current}
                aria-current={section === current ? 'page' : undefined}
                onClick={() => setMoreOpen(false)}
                sx={{ gap: 2, minHeight: 52 }}
              >
                <Box component="span" aria-hidden="true" sx={{ display: 'flex', color: 'text.secondary' }}>
                  <NavBadge count={badges[section]} kind={BADGE_WORDS[section] ? 'waiting' : 'unread'}>
                    <Icon />
                  </NavBadge>
                </Box>
                <ListItemText
                  primary={
                    <>
                      {label}
                      <UnreadText count={badges[section]} word={BADGE_WORDS[section]} />
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </>
  );
}
