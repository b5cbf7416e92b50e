import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isLookupListKey } from '@vezel/domain/rules/lookup-lists';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { NotFoundScreen } from '../errors/ErrorScreen';
import { itemPath, targetOf, type ChainLink } from './item-routes';
import { ItemListTable } from './ItemListTable';
import { anyListNameKey, listNameKey } from './list-names';
import { variableItemQuery, variableItemTypenames, variableSetQuery } from './variable-operations';
import { VariableItemCard } from './VariableItemCard';
import { VariablesHeader } from './VariablesHeader';

/**
 * The items of one lookup list, and the card of the item in the URL (or of its child, a
 * material type's sample kind...). The same screen serves the list, its items and their
 * tabs, so the table keeps its search and scroll position while cards open and close.
 */
export function VariableListScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const params = useParams();
  const { routeId } = useRouteHandle();
  const setId = params.variableset ?? '';
  const target = targetOf(routeId, params);
  const { list, chain } = target;
  const shown = chain.at(-1);

  const [setResult] = useQuery({ query: variableSetQuery, variables: { id: setId } });
  const [itemResult] = useQuery({
    query: variableItemQuery,
    variables: { id: shown?.itemId ?? '' },
    context: variableItemTypenames,
    pause: shown === undefined,
  });

  if (!isLookupListKey(list)) return <NotFoundScreen />;
  if (setResult.error) {
    return <ServerErrorAlert error={setResult.error} testId="variable-list-error" />;
  }
  if (!setResult.data) return <PageLoader />;
  const set = setResult.data.variableSet;
  if (!set) return <NotFoundScreen />;

  const listName = t(listNameKey(list));
  const item = itemResult.data?.variableItem;
  // The URL names the card's item and each of its parents; they have to belong together.
  const parent = chain.at(-2);
  const fits =
    item && shown && item.list === shown.list && (item.parent?.id ?? undefined) === parent?.itemId;

  return (
    <>
      <VariablesHeader
        crumbs={[
          { label: t('variables.title'), to: path('adminVariables') },
          { label: set.name, to: path('adminVariableSet', { variableset: set.id }) },
          { label: listName },
        ]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: shown ? 'minmax(0, 1fr) 440px' : '1fr',
          },
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <ItemListTable
            setId={set.id}
            list={list}
            typeLabel={listName}
            addTitle={t('variables.addItem', { list: listName })}
            selectedId={chain[0]?.itemId}
            rowHref={(row) => itemPath(path, set.id, [{ list, itemId: row.id }])}
            testId="variable-items"
            createTestId="variable-item-create"
          />
        </Box>
        {shown && (
          <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
            {item && fits ? (
              <VariableItemCard
                setId={set.id}
                chain={chain as [ChainLink, ...ChainLink[]]}
                target={target}
                listName={t(anyListNameKey(shown.list))}
                item={item}
              />
            ) : (
              itemResult.data && (
                <Alert severity="warning" data-testid="variable-item-missing">
                  {t('error.recordNotFound')}
                </Alert>
              )
            )}
          </Box>
        )}
      </Box>
    </>
  );
}
