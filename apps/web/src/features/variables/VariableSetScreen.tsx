import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lookupListKeys } from '@vezel/domain/rules/lookup-lists';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import type { ResourceColumn } from '../../components/resource/cells';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { NotFoundScreen } from '../errors/ErrorScreen';
import { listNameKey } from './list-names';
import { variableSetQuery, variableSetsQuery } from './variable-operations';
import { VariablesHeader } from './VariablesHeader';

interface ListRow {
  id: string;
  name: string;
}

// Administrators know the lists by name; the key they are stored under only shows in the URL.
const searchFields = ['name'];

/** One variable set: its lookup lists, one tab per set of the organisation. */
export function VariableSetScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const setId = useParams().variableset ?? '';
  const [{ data, error }] = useQuery({ query: variableSetQuery, variables: { id: setId } });
  const [sets] = useQuery({ query: variableSetsQuery });

  const rows = useMemo<ListRow[]>(
    () =>
      lookupListKeys
        .map((key) => ({ id: key, name: t(listNameKey(key)) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [t],
  );
  const columns = useMemo<ResourceColumn<ListRow>[]>(
    () => [{ field: 'name', type: 'text', label: t('variables.listName') }],
    [t],
  );

  if (error) return <ServerErrorAlert error={error} testId="variable-set-error" />;
  if (!data) return <PageLoader />;
  const set = data.variableSet;
  if (!set) return <NotFoundScreen />;

  const allSets = sets.data?.variableSets ?? [];
  return (
    <>
      <VariablesHeader
        crumbs={[{ label: t('variables.title'), to: path('adminVariables') }, { label: set.name }]}
      />
      {allSets.length > 1 && (
        <Tabs value={set.id} sx={{ mb: 2 }} variant="scrollable">
          {allSets.map((other) => (
            <Tab
              key={other.id}
              value={other.id}
              label={other.name}
              component={RouterLink}
              to={path('adminVariableSet', { variableset: other.id })}
            />
          ))}
        </Tabs>
      )}
      <ResourceTable
        typeLabel={t('variables.lists')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        rowHref={(row) => path('adminVariableList', { variableset: set.id, variable: row.id })}
        testId="variable-lists"
      />
    </>
  );
}
