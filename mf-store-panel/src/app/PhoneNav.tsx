import { useState } from 'react';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { BottomNavigationAction, Box, ListItem, ListItemButton, ListItemText } from '@instamg/shared/mui';
import {
  PANEL_NAV_MORE,
  PANEL_PHONE_NAV_HEIGHT_PX,
  PanelMoreSheet,
  PanelPhoneBar,
} from '@instamg/shared/panel-phone-nav';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreSection } from '../domain/store-permissions';
import type { PhoneNav as PhoneNavModel } from './nav';
import { BADGE_WORDS, NavBadge, UnreadText } from './NavBadge';
import type { NavBadges } from './SideNav';
import { sectionText, usePanelT } from '../i18n/catalogue';
import { LanguageToggle } from './LanguageToggle';

/** Height of the panel's bar; the page leaves this much room above it. */
export const PHONE_NAV_HEIGHT_PX = PANEL_PHONE_NAV_HEIGHT_PX;

const MORE = PANEL_NAV_MORE;

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
  const t = usePanelT();
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
      <PanelPhoneBar label={t('nav.label')} value={value}>
        {nav.bar.map(({ section, href, icon: Icon }) => (
          <BottomNavigationAction
            key={section}
            value={section}
            label={
              <>
                {sectionText(t, section)}
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
                {t('nav.more')}
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
      </PanelPhoneBar>
      <PanelMoreSheet
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        titleId="store-panel-more-title"
        title={t('nav.moreTitle')}
      >
        {nav.more.map(({ section, href, icon: Icon }) => (
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
                    {sectionText(t, section)}
                    <UnreadText count={badges[section]} word={BADGE_WORDS[section]} />
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem sx={{ minHeight: 52 }}>
          <LanguageToggle />
        </ListItem>
      </PanelMoreSheet>
    </>
  );
}
