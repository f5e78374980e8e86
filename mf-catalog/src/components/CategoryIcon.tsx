// Category icon names from the categories table mapped to MUI icons, imported by path so only
// these icons reach the bundle.
import Air from '@mui/icons-material/Air';
import Bloodtype from '@mui/icons-material/Bloodtype';
import Coronavirus from '@mui/icons-material/Coronavirus';
import Face from '@mui/icons-material/Face';
import Favorite from '@mui/icons-material/Favorite';
import Female from '@mui/icons-material/Female';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import LocalPharmacy from '@mui/icons-material/LocalPharmacy';
import Medication from '@mui/icons-material/Medication';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Psychology from '@mui/icons-material/Psychology';
import Restaurant from '@mui/icons-material/Restaurant';
import Spa from '@mui/icons-material/Spa';
import Thermostat from '@mui/icons-material/Thermostat';
import Visibility from '@mui/icons-material/Visibility';

const ICONS: Record<string, typeof LocalPharmacy> = {
  Air,
  Bloodtype,
  Coronavirus,
  Face,
  Favorite,
  Female,
  HealthAndSafety,
  Medication,
  MonitorHeart,
  Psychology,
  Restaurant,
  Spa,
  Thermostat,
  Visibility,
};

/** An unknown icon name (a category added later) falls back to a pharmacy cross. */
export function CategoryIcon({ name, fontSize = 'medium' }: { name: string; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = ICONS[name] ?? LocalPharmacy;
  return <Icon fontSize={fontSize} aria-hidden />;
}
