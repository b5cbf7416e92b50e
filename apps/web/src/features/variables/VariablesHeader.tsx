import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Crumb {
  label: string;
  to?: string;
}

/** Where in the variable sets the page is: Variables › set › list, each a link but the last. */
export function VariablesHeader({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const last = crumbs[crumbs.length - 1];
  return (
    <>
      <Breadcrumbs aria-label={t('variables.breadcrumbs')} sx={{ mb: 1 }}>
        {crumbs.slice(0, -1).map((crumb) =>
          crumb.to ? (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={crumb.label}>{crumb.label}</Typography>
          ),
        )}
      </Breadcrumbs>
      {last && (
        <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
          {last.label}
        </Typography>
      )}
    </>
  );
}
