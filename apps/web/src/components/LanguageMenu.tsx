import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { locales, type Locale } from '@vezel/domain/i18n/locales';
import { languageNames } from './language-names';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

export function LanguageMenu({ id, anchor, current, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {locales.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === current}
          onClick={() => onChoose(option)}
          data-testid={`language-option-${option}`}
        >
          <ListItemText>{languageNames[option]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
