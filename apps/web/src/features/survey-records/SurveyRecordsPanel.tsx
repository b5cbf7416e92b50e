import Box from '@mui/material/Box';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import {
  surveyPhotoKinds,
  surveyRecordResources,
  type SurveyRecordKind,
} from '@vezel/domain/surveys/records';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { FileViewer } from '../../components/FileViewer';
import { PageLoader } from '../../components/PageLoader';
import type { ResourceColumn } from '../../components/resource/cells';
import { toInput } from '../../components/resource/form-logic';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useReorder } from '../../components/resource/use-reorder';
import {
  useResourceMutations,
  type Connections,
} from '../../components/resource/resource-operations';
import {
  recordsQuery,
  surveyRecordTypenames,
  type RecordsVariables,
  type SurveyRecord,
} from './survey-record-operations';
import { useRecordFields } from './use-record-fields';

/** Where a kind's records open their card: the spec's routes, with the card's parameter. */
export interface SurveyRecordRoutes {
  list: RouteId;
  item: RouteId;
  /** The route parameter that names the record (limitation, interview, entry...). */
  param: string;
  /** Further parameters both routes need (a desk-research entry's document). */
  params?: RouteParams;
}

export interface SurveyRecordsPanelProps {
  surveyId: string;
  kind: SurveyRecordKind;
  /** False for a closed survey: the records are shown, not changed. */
  editable: boolean;
  /** A desk-research document's entries. */
  parentId?: string;
  /** A source's sanitation strategies. */
  sourceId?: string;
  /** A source location's control measures, photos or observations. */
  locationId?: string;
  /** Without routes the card opens in place, by the query parameter of the kind. */
  routes?: SurveyRecordRoutes;
  /** Below a record's form (a document's entries...). */
  extra?: (record: SurveyRecord) => ReactNode;
  /** Action columns after the kind's own (a plan's drawing). */
  actions?: readonly ResourceColumn<Row>[];
}

export type SurveyRecordRow = Record<string, unknown> & { id: string };
type Row = SurveyRecordRow;

/** What a new record connects to: its parent, source or location, else the survey. */
function connectionOf(props: SurveyRecordsPanelProps): Connections {
  const { kind, surveyId, parentId, sourceId, locationId } = props;
  const connects = surveyRecordResources[kind].connects as readonly string[];
  if (parentId && connects.includes('surveyDeskResearchDocument')) {
    return { surveyDeskResearchDocument: parentId };
  }
  if (locationId && connects.includes('surveySourceLocation')) {
    return { surveySourceLocation: locationId };
  }
  if (sourceId && connects.includes('surveySource')) return { surveySource: sourceId };
  return { survey: surveyId };
}

/** A record's name on its card: its number, title, person, chosen item or text. */
function useTitleOf(
  kind: SurveyRecordKind,
  optionLabel: (field: string, option: string) => string,
) {
  const { t } = useTranslation();
  return useCallback(
    (record: SurveyRecord) => {
      if (kind === 'suitability' && typeof record.suitability === 'string') {
        return optionLabel('suitability', record.suitability);
      }
      const item = surveyRecordResources[kind].fields.find((field) => field.type === 'item');
      const candidates = [
        record.number,
        record.title,
        record.person,
        item && record[`${item.name}_value`],
        record.caption,
        kind === 'exclusion' ? record.space_name : undefined,
        record.description,
        record.text,
        record.file?.name,
      ];
      const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
      const text = typeof found === 'string' ? found.trim() : '';
      return text.length > 80 ? `${text.slice(0, 79)}…` : text || t('surveyRecords.untitled');
    },
    [kind, optionLabel, t],
  );
}

/**
 * The records of one kind of a survey (or of one of its documents, sources or locations):
 * a table in their order, a create form, and the card of the record the URL names. Every
 * survey-record section and the location and source tabs use it.
 */
export function SurveyRecordsPanel(props: SurveyRecordsPanelProps) {
  const { surveyId, kind, editable, parentId, sourceId, locationId, routes, extra, actions } =
    props;
  const { t } = useTranslation();
  const path = useRoutePath();
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const declaration = surveyRecordResources[kind];
  const query = useMemo(() => recordsQuery(kind), [kind]);
  const variables = useMemo<RecordsVariables>(
    () => ({
      surveyId,
      kind,
      ...(parentId ? { parentId } : {}),
      ...(sourceId ? { sourceId } : {}),
      ...(locationId ? { locationId } : {}),
    }),
    [surveyId, kind, parentId, sourceId, locationId],
  );
  const [result] = useQuery({ query, variables, context: surveyRecordTypenames });
  const mutations = useResourceMutations(declaration, {
    refetches: surveyRecordTypenames.additionalTypenames,
  });
  const order = useReorder(mutations.sort, `survey-records-${kind}-sort-error`);
  const { fields, createFields, columns, toRow, optionLabel, ready } = useRecordFields(
    kind,
    surveyId,
    {
      fixedLocation: kind === 'observation' ? locationId : undefined,
    },
  );
  const titleOf = useTitleOf(kind, optionLabel);
  const records = result.data?.surveyRecords ?? [];

  const base = { survey: surveyId, ...routes?.params };
  const queryKey = `${kind}Record`;
  const selectedId = routes ? params[routes.param] : (search.get(queryKey) ?? undefined);
  const listPath = routes ? path(routes.list, base) : location.pathname;
  const itemPath = (id: string) =>
    routes
      ? path(routes.item, { ...base, [routes.param]: id })
      : `${location.pathname}?${queryKey}=${id}`;
  const connect = connectionOf(props);
  // A location tab's observation is made at that location (the form does not ask).
  const placed: Record<string, string> =
    kind === 'observation' && locationId ? { location: locationId } : {};
  const photo = surveyPhotoKinds.includes(kind);

  if (result.error) {
    return <ServerErrorAlert error={result.error} testId={`survey-records-${kind}-error`} />;
  }
  if (!result.data || !ready) return <PageLoader />;
  return (
    <Box data-testid={`survey-records-${kind}-panel`}>
      {order.errorAlert}
      <RecordPanel<SurveyRecord, Row>
        records={records}
        toRow={toRow}
        columns={[...(columns as ResourceColumn<Row>[]), ...(actions ?? [])]}
        searchFields={columns
          .filter((column) => column.type !== 'image')
          .map((column) => column.field)}
        typeLabel={t(`surveyRecords.kinds.${kind}.plural`)}
        addTitle={t(`surveyRecords.kinds.${kind}.add`)}
        selectedId={selectedId}
        listPath={listPath}
        itemPath={itemPath}
        fields={fields}
        createFields={createFields}
        onCreate={async (values) =>
          (await mutations.create({ ...toInput(createFields, values), ...placed }, connect)).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={declaration.sortable ? order.reorder : undefined}
        readOnly={!editable}
        card={{
          title: titleOf,
          subtitle: (record) =>
            kind === 'exclusion' ? undefined : (record.space_name ?? undefined),
          deleteMessage: t(`surveyRecords.kinds.${kind}.deleteMessage`),
          extra: (record) => (
            <>
              {record.file && (
                <FileViewer
                  file={photo ? (record.display ?? record.file) : record.file}
                  testId={`survey-records-${kind}-file`}
                />
              )}
              {extra?.(record)}
            </>
          ),
        }}
        testId={`survey-records-${kind}`}
      />
    </Box>
  );
}
