import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { smartRiskCertificateResource } from '@vezel/domain/lab/risk-classes';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { FileViewer } from '../../components/FileViewer';
import { PageLoader } from '../../components/PageLoader';
import type { ResourceColumn } from '../../components/resource/cells';
import { CreateModal } from '../../components/resource/CreateModal';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { toInput, type FormField, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { visuallyHidden } from '../../components/resource/RowLink';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useItemFields, useItemSets } from '../survey-sources/use-item-fields';
import type { SurveySectionProps } from '../surveys/section-types';
import {
  labCompletenessQuery,
  riskClassTypenames,
  surveyRiskClassesQuery,
  type Classification,
  type Indicative,
  type LabCompletenessEntry,
  type SourceRiskClass,
} from './risk-class-operations';

/** A source as the table shows it. */
interface SmartRow {
  id: string;
  number: string;
  material: string;
  status: { value: string; color: string | null }[];
  indicative: string;
  /** With a warning where it, or a location's, differs from the indicative class. */
  entered: string;
  reference: string;
  printout: string;
}

const searchFields = ['number', 'material', 'reference'];

/** Nothing is added on this tab: every source of the survey has its row already. */
const noCreate = () => Promise.resolve(undefined);

/** "2A (indicatief)", or why no class is suggested. */
function useIndicativeText() {
  const { t } = useTranslation();
  return useCallback(
    (indicative: Indicative) =>
      indicative.risk_class
        ? t('surveyRiskClasses.indicativeClass', { riskClass: indicative.risk_class })
        : indicative.reason === 'noAsbestos'
          ? t('surveyRiskClasses.noClass.noAsbestos')
          : t('surveyRiskClasses.noClass.awaitingResults'),
    [t],
  );
}

/**
 * The SMA-rt tab of a survey's certificates (certificates/smart): what the survey still
 * lacks from the laboratory and SMA-rt on top, the sources with their indicative and
 * entered classes, and the card of the source in `?source=` where the surveyor enters the
 * class, the SMA-rt reference and the printout, for the source or a location of it.
 */
export function SmartSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('source') ?? undefined;
  const indicativeText = useIndicativeText();
  const [result] = useQuery({
    query: surveyRiskClassesQuery,
    variables: { surveyId },
    context: riskClassTypenames,
  });
  const sources = result.data?.surveyRiskClasses;
  const smartPath = path('surveyCertificateSmart', { survey: surveyId });
  const rows = useMemo(
    () =>
      sources?.map((row): SmartRow => ({
        id: row.source.id,
        number: row.source.number,
        material: row.source.material_type_item?.value ?? '',
        status: row.source.lab_status
          ? [{ value: row.source.lab_status.value, color: row.source.lab_status.color }]
          : [],
        indicative: indicativeText(row.indicative),
        entered: [
          row.classification?.risk_class_item?.value,
          (row.differs || row.locations.some((location) => location.differs)) &&
            t('surveyRiskClasses.differsShort'),
        ]
          .filter(Boolean)
          .join(' · '),
        reference: row.classification?.reference ?? '',
        printout: row.classification?.printout?.name ?? '',
      })),
    [sources, indicativeText, t],
  );
  const columns = useMemo<ResourceColumn<SmartRow>[]>(
    () =>
      (
        [
          ['number', 'text'],
          ['material', 'text'],
          ['status', 'badge'],
          ['indicative', 'text'],
          ['entered', 'text'],
          ['reference', 'text'],
          ['printout', 'text'],
        ] as const
      ).map(([field, type]) => ({ field, type, label: t(`surveyRiskClasses.column.${field}`) })),
    [t],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-smart-error" />;
  const selected = sources?.find((row) => row.source.id === selectedId);
  return (
    <Box data-testid="survey-smart">
      <ListWithCard
        cardWidth={560}
        title={t('surveyRiskClasses.title')}
        header={<LabCompletenessList surveyId={surveyId} />}
        typeLabel={t('surveyRiskClasses.plural')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={selectedId}
        rowHref={(row) => `${smartPath}?source=${row.id}`}
        card={
          selected && (
            <SmartCard
              key={selected.source.id}
              row={selected}
              closeTo={smartPath}
              editable={editable}
            />
          )
        }
        addTitle=""
        canAdd={false}
        createFields={[]}
        onCreate={noCreate}
        testId="survey-smart-table"
        createTestId="survey-smart-create"
        missingTestId="survey-smart-missing"
      />
    </Box>
  );
}

/** Where an entry is fixed: the source's card, its SMA-rt card here, or the sample. */
function entryRoute(entry: LabCompletenessEntry, surveyId: string): [RouteId, RouteParams, string] {
  switch (entry.code) {
    case 'sourceWithoutResult':
      return ['surveySourceApplication', { survey: surveyId, source: entry.target }, ''];
    case 'sampleAtLab':
      return ['surveySample', { survey: surveyId, sample: entry.target }, ''];
    default:
      return ['surveyCertificateSmart', { survey: surveyId }, `?source=${entry.target}`];
  }
}

/**
 * What the survey still lacks from the laboratory and SMA-rt (sources without result,
 * class or printout, samples still at the lab), each a link to where it is fixed.
 */
export function LabCompletenessList({ surveyId }: { surveyId: string }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [result] = useQuery({
    query: labCompletenessQuery,
    variables: { id: surveyId },
    context: riskClassTypenames,
  });
  const entries = result.data?.onderzoek?.labCompleteness;
  if (result.error)
    return <ServerErrorAlert error={result.error} testId="lab-completeness-error" />;
  if (!entries) return <PageLoader />;
  if (entries.length === 0) {
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="lab-completeness">
        {t('surveyRiskClasses.complete')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="lab-completeness">
      <AlertTitle id="lab-completeness-title">
        {t('surveyRiskClasses.incomplete', { count: entries.length })}
      </AlertTitle>
      <List dense aria-labelledby="lab-completeness-title" sx={{ listStyle: 'disc', pl: 3 }}>
        {entries.map((entry) => {
          const [route, params, query] = entryRoute(entry, surveyId);
          return (
            <ListItem key={`${entry.code}-${entry.target}`} sx={{ display: 'list-item', px: 0 }}>
              <Link component={RouterLink} to={`${path(route, params)}${query}`}>
                {t(`labCompleteness.${entry.code}`, { label: entry.label })}
              </Link>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}

interface SmartCardProps {
  row: SourceRiskClass;
  closeTo: string;
  editable: boolean;
}

/**
 * The form fields of a classification, offering the active classes and any the source's
 * classifications still name (the abolished class 3 of an old record). Its location is not
 * a field of the form: the card knows it and adds it to a new one's input.
 */
function useClassificationFields(row: SourceRiskClass): FormField[] {
  const sets = useItemSets();
  const inUse = useMemo(
    () =>
      new Set(
        [row.classification, ...row.locations.map((location) => location.classification)].map(
          (classification) => classification?.risk_class ?? null,
        ),
      ),
    [row],
  );
  const fields = useItemFields(smartRiskCertificateResource, sets, inUse);
  return useMemo(() => fields.filter((field) => field.name !== 'location'), [fields]);
}

/**
 * A source's SMA-rt card: the indicative class and why, a warning where the entered class
 * differs, the source's classification, and its locations with a class of their own.
 */
function SmartCard({ row, closeTo, editable }: SmartCardProps) {
  const { t } = useTranslation();
  const indicativeText = useIndicativeText();
  // The create dialog: closed (undefined), for the source (null) or for a location (its id).
  const [adding, setAdding] = useState<string | null | undefined>(undefined);
  const [editing, setEditing] = useState<string | null>(null);
  const mutations = useResourceMutations(smartRiskCertificateResource, {
    refetches: riskClassTypenames.additionalTypenames,
  });
  const fields = useClassificationFields(row);
  const editingLocation = row.locations.find((location) => location.location.id === editing);
  /** A location by its space, else its description, as the source's card lists it. */
  const locationName = (location: SourceRiskClass['locations'][number]['location']) =>
    location.space_name || location.description || t('surveyRiskClasses.unnamedLocation');

  const create = async (values: FormValues) => {
    const input = { ...toInput(fields, values), location: adding ?? null };
    return (await mutations.create(input, { surveySource: row.source.id })).error;
  };

  return (
    <SideCard
      title={row.source.number}
      subtitle={row.source.material_type_item?.value}
      closeTo={closeTo}
      testId="survey-smart-card"
    >
      <IndicativeNote
        indicative={row.indicative}
        entered={row.classification}
        differs={row.differs}
        text={indicativeText(row.indicative)}
      />
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('surveyRiskClasses.sourceClass')}
      </Typography>
      {row.classification ? (
        <ClassificationForm
          classification={row.classification}
          fields={fields}
          name={row.source.number}
          editable={editable}
          testId="survey-smart-source-form"
        />
      ) : (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('surveyRiskClasses.noSourceClass')}
          </Typography>
          {editable && (
            <Button variant="contained" onClick={() => setAdding(null)}>
              {t('surveyRiskClasses.enterClass')}
            </Button>
          )}
        </Box>
      )}
      {row.locations.length > 0 && (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }} id="smart-locations">
            {t('surveyRiskClasses.locations')}
          </Typography>
          <Table
            size="small"
            aria-labelledby="smart-locations"
            data-testid="survey-smart-locations"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('surveyRiskClasses.column.location')}</TableCell>
                <TableCell>{t('surveyRiskClasses.column.indicative')}</TableCell>
                <TableCell>{t('surveyRiskClasses.column.entered')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('surveyRiskClasses.column.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {row.locations.map((location) => {
                const name = locationName(location.location);
                return (
                  <TableRow key={location.location.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{indicativeText(location.indicative)}</TableCell>
                    <TableCell>
                      {location.classification?.risk_class_item?.value ??
                        t('surveyRiskClasses.asSource')}
                      {location.differs && (
                        <Typography variant="body2" color="warning.main">
                          {t('surveyRiskClasses.differsShort')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {location.classification ? (
                        <Button
                          size="small"
                          onClick={() => setEditing(location.location.id)}
                          aria-label={t('surveyRiskClasses.openLocationClass', { name })}
                        >
                          {t('surveyRiskClasses.open')}
                        </Button>
                      ) : (
                        editable && (
                          <Button
                            size="small"
                            onClick={() => setAdding(location.location.id)}
                            aria-label={t('surveyRiskClasses.addLocationClass', { name })}
                          >
                            {t('surveyRiskClasses.add')}
                          </Button>
                        )
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {editingLocation?.classification && (
            <Box component="section" aria-labelledby="smart-location-class" sx={{ mt: 2 }}>
              <Typography variant="h4" component="h4" sx={{ mb: 1 }} id="smart-location-class">
                {t('surveyRiskClasses.locationClass', {
                  name: locationName(editingLocation.location),
                })}
              </Typography>
              <IndicativeNote
                indicative={editingLocation.indicative}
                entered={editingLocation.classification}
                differs={editingLocation.differs}
                text={indicativeText(editingLocation.indicative)}
              />
              <ClassificationForm
                key={editingLocation.classification.id}
                classification={editingLocation.classification}
                fields={fields}
                name={row.source.number}
                editable={editable}
                testId="survey-smart-location-form"
              />
            </Box>
          )}
        </>
      )}
      <CreateModal
        open={adding !== undefined}
        title={
          adding
            ? t('surveyRiskClasses.addLocationTitle')
            : t('surveyRiskClasses.addSourceTitle', { number: row.source.number })
        }
        fields={fields}
        onClose={() => setAdding(undefined)}
        onCreate={create}
        testId="survey-smart-create"
      />
    </SideCard>
  );
}

interface IndicativeNoteProps {
  indicative: Indicative;
  entered: Classification | null;
  differs: boolean;
  text: string;
}

/** The indicative class with why, and a warning where the entered class differs from it. */
function IndicativeNote({ indicative, entered, differs, text }: IndicativeNoteProps) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }} data-testid="survey-smart-indicative">
        <AlertTitle>{text}</AlertTitle>
        {t(`surveyRiskClasses.reason.${indicative.reason}`)} {t('surveyRiskClasses.indicativeNote')}
      </Alert>
      {differs && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="survey-smart-differs">
          {t('surveyRiskClasses.differs', {
            entered: entered?.risk_class_item?.value ?? '',
            indicative: indicative.risk_class ?? '',
          })}
        </Alert>
      )}
    </>
  );
}

interface ClassificationFormProps {
  classification: Classification;
  fields: readonly FormField[];
  name: string;
  editable: boolean;
  testId: string;
}

/**
 * An entered classification: its class, reference, printout and remarks, saved or deleted,
 * and the printout in the PDF viewer.
 */
function ClassificationForm({
  classification,
  fields,
  name,
  editable,
  testId,
}: ClassificationFormProps) {
  const { t } = useTranslation();
  const mutations = useResourceMutations(smartRiskCertificateResource, {
    refetches: riskClassTypenames.additionalTypenames,
  });
  return (
    <>
      <DetailsForm
        fields={fields}
        record={classification}
        name={name}
        deleteMessage={t('surveyRiskClasses.deleteMessage')}
        editable={editable}
        onSave={async (values) =>
          (await mutations.update(classification.id, toInput(fields, values))).error
        }
        onDelete={async () => (await mutations.remove(classification.id)).error}
        formTestId={testId}
        deleteTestId={`${testId}-delete`}
      />
      {classification.printout && (
        <FileViewer file={classification.printout} testId={`${testId}-printout`} />
      )}
    </>
  );
}
