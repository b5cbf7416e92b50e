import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { Locale } from '@vezel/domain/i18n/locales';
import { switchLocale } from '@vezel/domain/routes/route-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { updateMyLocaleMutation, useOptionalCurrentUser } from '../app/current-user';
import { activateLocale } from '../app/i18n';
import { useLocale } from '../app/locale';
import { rememberLocale } from '../app/locale-preference';
import { languageNames } from './language-names';

// The menu and its popover machinery load on first use, keeping them off the login page's bundle.
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() =>
  loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })),
);

const menuId = 'language-menu';

/** Switches language on the same page, remembers it, and stores it for a signed-in user. */
export function LanguageSwitcher({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useOptionalCurrentUser();
  const [, updateMyLocale] = useMutation(updateMyLocaleMutation);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);

  async function choose(target: Locale) {
    setAnchor(null);
    if (target === locale) return;
    rememberLocale(target);
    await activateLocale(target);
    await navigate(switchLocale(location.pathname, location.search, target) + location.hash);
    if (user) await updateMyLocale({ locale: target });
  }

  return (
    <>
      <Button
        color={color}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuUsed(true);
        }}
        onPointerEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        startIcon={<TranslateIcon />}
        // Starts with the visible code, so speech users can say what they see (WCAG 2.5.3).
        aria-label={t('language.choose', {
          code: locale.toUpperCase(),
          language: languageNames[locale],
        })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-switcher"
      >
        {locale.toUpperCase()}
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={locale}
            onChoose={(target) => void choose(target)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
