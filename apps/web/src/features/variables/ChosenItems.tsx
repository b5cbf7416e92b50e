import Box from '@mui/material/Box';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import type { FormField } from '../../components/resource/form-logic';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { listFieldsOf } from '@vezel/domain/resources/list-fields';
import { chosenPath, hasChosenRoutes, type ChainLink } from './item-routes';
import { listItemsQuery } from './variable-operations';

const searchFields = searchFieldsOf(variableItemResource);

interface ChosenItemsProps {
  setId: string;
  chain: readonly ChainLink[];
  tab: string;
  /** The tab's fields; the first that holds several items is listed. */
  fields: readonly FormField[];
  data: Record<string, unknown>;
  chosenId: string | undefined;
}

/**
 * The items a tab's field holds (the statuses of a material type...), as a table. Where
 * the spec gives a chosen item a URL, a row opens it and the URL marks its row.
 */
export function ChosenItems({ setId, chain, tab, fields, data, chosenId }: ChosenItemsProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const labels = useResourceLabels(variableItemResource.type);
  const field = fields.find((candidate) => candidate.type === 'items');
  const list = listFieldsOf(chain.at(-1)?.list ?? '').find(
    (declared) => declared.name === field?.name,
  )?.itemsOf;
  const [result] = useQuery({
    query: listItemsQuery,
    variables: { set: setId, list: list ?? '' },
    pause: !list,
  });
  const held = field ? data[field.name] : undefined;
  const rows = useMemo(() => {
    const ids = new Set((Array.isArray(held) ? held : []).map(String));
    return result.data?.variableItems.filter((item) => ids.has(item.id));
  }, [held, result.data]);
  const columns = useMemo(
    () => declaredColumns(variableItemResource, labels.label).filter((c) => c.field !== 'active'),
    [labels.label],
  );
  if (!field) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <ResourceTable
        typeLabel={t('variables.chosenItems')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={chosenId}
        onSelect={
          hasChosenRoutes(chain, tab)
            ? (row) => {
                const to = chosenPath(path, setId, chain, tab, row.id);
                if (to) void navigate(to);
              }
            : undefined
        }
        testId="variable-chosen"
      />
    </Box>
  );
}
