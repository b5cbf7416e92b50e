import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The page's first focusable element, hidden until focused: lets a keyboard user pass the top
 * bar and the menu (WCAG 2.4.1). Focuses the target itself rather than following the fragment,
 * which the router would take for a navigation.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      data-testid="skip-link"
      sx={(theme) => ({
        position: 'fixed',
        top: theme.spacing(1),
        left: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[4],
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
