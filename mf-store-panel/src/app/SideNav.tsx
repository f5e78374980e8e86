import { Box, List, ListItem, ListItemButton, ListItemText } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreSection } from '../domain/store-permissions';
import type { NavItem } from './nav';
import { BADGE_WORDS, NavBadge, UnreadText } from './NavBadge';
import { sectionText, usePanelT } from '../i18n/catalogue';

/** Unread counts per section, shown as a badge on its entry (the inbox's, from the frame). */
export type NavBadges = Partial<Record<StoreSection, number | null>>;

/** The panel's sections down the left side on a tablet or desktop. */
export function SideNav({
  items,
  current,
  badges = {},
}: {
  items: readonly NavItem[];
  current: StoreSection | null;
  badges?: NavBadges;
}) {
  const t = usePanelT();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: 232, flexShrink: 0 }}>
      <List dense disablePadding>
        {items.map(({ section, href, icon: Icon }) => {
          const selected = section === current;
          return (
            <ListItem key={section} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{ borderRadius: 1, mb: 0.5, gap: 1.5, minHeight: 44 }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ display: 'flex', color: selected ? 'primary.main' : 'text.secondary' }}
                >
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
                  slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
