import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { variableSetsQuery } from './variable-operations';
import { VariablesHeader } from './VariablesHeader';

/** /admin/variabelen: straight to the set the organisation uses, else a list of its sets. */
export function VariablesScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [{ data, error }] = useQuery({ query: variableSetsQuery });

  if (error) return <ServerErrorAlert error={error} testId="variables-error" />;
  if (!data) return <PageLoader />;

  const inUse = data.me.inventarisatie_user?.organisation.variable_set?.id;
  if (inUse && data.variableSets.some((set) => set.id === inUse)) {
    return <Navigate replace to={path('adminVariableSet', { variableset: inUse })} />;
  }

  return (
    <>
      <VariablesHeader crumbs={[{ label: t('variables.title') }]} />
      <Card sx={{ maxWidth: 600 }}>
        {data.variableSets.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary" data-testid="variable-sets-empty">
            {t('resource.empty', { type: t('variables.sets') })}
          </Typography>
        ) : (
          <List data-testid="variable-sets">
            {data.variableSets.map((set) => (
              <ListItemButton
                key={set.id}
                component={RouterLink}
                to={path('adminVariableSet', { variableset: set.id })}
                data-testid="variable-set-link"
              >
                <ListItemText primary={set.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
