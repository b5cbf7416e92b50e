import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  dossierCheckPartResource,
  dossierCheckQuestionResource,
  dossierCheckTemplateResource,
} from '@vezel/domain/resources/dossier-checks';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { DetailsForm } from '../../components/resource/DetailsForm';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ChecklistPreview } from './ChecklistPreview';
import {
  dossierCheckTypenames,
  surveyTypesQuery,
  templateQuery,
  templatesQuery,
  type DossierCheckPart,
  type DossierCheckQuestion,
  type DossierCheckTemplate,
  type DossierCheckTemplateWithParts,
} from './dossier-check-operations';
import { DossierCheckTabs } from './DossierCheckTabs';
import { SurveyTypesPage } from './SurveyTypesPage';

const templateSearchFields = searchFieldsOf(dossierCheckTemplateResource);
const partSearchFields = searchFieldsOf(dossierCheckPartResource);
const questionSearchFields = searchFieldsOf(dossierCheckQuestionResource);
/** Any change to a template, part or question refetches the lists and the open template. */
const refetches = { refetches: dossierCheckTypenames.additionalTypenames };

/**
 * Admin › Dossier checks: the checklist templates, each with its parts and their questions
 * (a part and a question each at their own URL), and the survey types they serve.
 */
export function DossierChecksScreen() {
  const { routeId } = useRouteHandle();
  return routeId === 'adminDossierCheckSurveyTypes' ? <SurveyTypesPage /> : <TemplatesPage />;
}

/** The template form, with the organisation's active survey types to choose from. */
function useTemplateFields(): FormField[] {
  const labels = useResourceLabels(dossierCheckTemplateResource.type);
  const [types] = useQuery({ query: surveyTypesQuery });
  const surveyTypes =
    types.data?.me.inventarisatie_user?.organisation.variable_set?.onderzoek_types;
  return useMemo(
    () =>
      formFieldsOf(dossierCheckTemplateResource.fields, labels.label, labels.optionLabel).map(
        (field) =>
          field.name === 'survey_types'
            ? {
                ...field,
                options: activeItemOptions(surveyTypes ?? []),
              }
            : field,
      ),
    [labels, surveyTypes],
  );
}

/** A template as its form shows it: the survey types as their ids. */
const templateRecord = (template: DossierCheckTemplate) => ({
  ...template,
  survey_types: template.survey_types.map((type) => Number(type.id)),
});

/** A template as its table row shows it. */
const templateRow = (template: DossierCheckTemplate) => ({
  ...template,
  survey_types: template.survey_types.map((type) => type.value).join(', '),
});

function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const templateId = useParams().template;
  const labels = useResourceLabels(dossierCheckTemplateResource.type);
  const [result] = useQuery({ query: templatesQuery, context: dossierCheckTypenames });
  const mutations = useResourceMutations(dossierCheckTemplateResource, refetches);
  const fields = useTemplateFields();
  const columns = useMemo(
    () => [
      ...declaredColumns<ReturnType<typeof templateRow>>(
        dossierCheckTemplateResource,
        labels.label,
      ),
      { field: 'survey_types', type: 'text' as const, label: labels.label('survey_types') },
      {
        field: 'question_count',
        type: 'text' as const,
        label: t('dossierChecks.questions.count'),
      },
    ],
    [labels, t],
  );
  const rows = useMemo(() => result.data?.dossierCheckTemplates.map(templateRow), [result.data]);
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(fields, values));
      if (created.id) await navigate(path('adminDossierCheckTemplate', { template: created.id }));
      return created.error;
    },
    [mutations, fields, navigate, path],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="dossier-checks-error" />;
  const template = templateId
    ? result.data?.dossierCheckTemplates.find((candidate) => candidate.id === templateId)
    : undefined;

  return (
    <ListWithCard
      title={t('dossierChecks.title')}
      header={<DossierCheckTabs active="templates" />}
      typeLabel={t('dossierChecks.templates.plural')}
      rows={rows}
      columns={columns}
      searchFields={[...templateSearchFields, 'survey_types']}
      selectedId={templateId}
      rowHref={(row) => path('adminDossierCheckTemplate', { template: row.id })}
      card={template && <TemplateCard key={template.id} template={template} fields={fields} />}
      addTitle={t('dossierChecks.templates.add')}
      createFields={fields}
      onCreate={onCreate}
      testId="dossier-check-templates"
      createTestId="dossier-check-template-create"
      missingTestId="dossier-check-template-missing"
    />
  );
}

function TemplateCard({
  template,
  fields,
}: {
  template: DossierCheckTemplate;
  fields: readonly FormField[];
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const partId = useParams().part;
  const [previewing, setPreviewing] = useState(false);
  const [result] = useQuery({
    query: templateQuery,
    variables: { id: template.id },
    context: dossierCheckTypenames,
  });
  const full = result.data?.dossierCheckTemplate;
  const part = partId ? full?.parts.find((candidate) => candidate.id === partId) : undefined;

  return (
    <SideCard
      title={template.name}
      subtitle={template.survey_types.map((type) => type.value).join(', ') || undefined}
      closeTo={path('adminDossierCheckTemplates')}
      testId="dossier-check-template-card"
    >
      {result.error ? (
        <ServerErrorAlert error={result.error} testId="dossier-check-template-error" />
      ) : !full ? (
        <PageLoader />
      ) : partId ? (
        part ? (
          <PartView key={part.id} template={full} part={part} />
        ) : (
          <Alert severity="warning" data-testid="dossier-check-part-missing">
            {t('error.recordNotFound')}
          </Alert>
        )
      ) : (
        <>
          <Button
            startIcon={<VisibilityOutlinedIcon />}
            onClick={() => setPreviewing(true)}
            data-testid="dossier-check-preview-open"
          >
            {t('dossierChecks.preview.open')}
          </Button>
          <TemplateDetails template={full} fields={fields} />
          <Parts template={full} />
          <ChecklistPreview
            open={previewing}
            template={full}
            onClose={() => setPreviewing(false)}
          />
        </>
      )}
    </SideCard>
  );
}

function TemplateDetails({
  template,
  fields,
}: {
  template: DossierCheckTemplateWithParts;
  fields: readonly FormField[];
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(dossierCheckTemplateResource, refetches);
  const record = useMemo(() => templateRecord(template), [template]);
  return (
    <DetailsForm
      fields={fields}
      record={record}
      name={template.name}
      deleteMessage={t('dossierChecks.templates.deleteMessage')}
      onSave={async (values) =>
        (await mutations.update(template.id, toInput(fields, values))).error
      }
      onDelete={async () => {
        const result = await mutations.remove(template.id);
        if (!result.error) await navigate(path('adminDossierCheckTemplates'));
        return result.error;
      }}
      formTestId="dossier-check-template-form"
      deleteTestId="dossier-check-template-delete"
    />
  );
}

function Parts({ template }: { template: DossierCheckTemplateWithParts }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const labels = useResourceLabels(dossierCheckPartResource.type);
  const [adding, setAdding] = useState(false);
  const mutations = useResourceMutations(dossierCheckPartResource, refetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'dossier-check-parts-sort-error');
  const fields = useMemo(
    () => formFieldsOf(dossierCheckPartResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => [
      ...declaredColumns<DossierCheckPart & { question_count: number }>(
        dossierCheckPartResource,
        labels.label,
      ),
      { field: 'question_count', type: 'text' as const, label: t('dossierChecks.questions.count') },
    ],
    [labels, t],
  );
  const rows = useMemo(
    () => template.parts.map((part) => ({ ...part, question_count: part.questions.length })),
    [template.parts],
  );

  return (
    <Box sx={{ mt: 3 }} data-testid="dossier-check-parts">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('dossierChecks.parts.title')}
      </Typography>
      {errorAlert}
      <ResourceTable
        typeLabel={t('dossierChecks.parts.plural')}
        rows={rows}
        columns={columns}
        searchFields={partSearchFields}
        rowHref={(row) =>
          path('adminDossierCheckTemplatePart', { template: template.id, part: row.id })
        }
        onAdd={() => setAdding(true)}
        onReorder={reorder}
        testId="dossier-check-parts-table"
      />
      <CreateModal
        open={adding}
        title={t('dossierChecks.parts.add')}
        fields={fields}
        onClose={() => setAdding(false)}
        onCreate={async (values) =>
          (
            await mutations.create(toInput(fields, values), {
              dossierCheckTemplate: template.id,
            })
          ).error
        }
        testId="dossier-check-part-create"
      />
    </Box>
  );
}

type QuestionRecord = Omit<DossierCheckQuestion, 'options'> & { options: string };

/** A question as its form shows it: the answer options one per line. */
const questionRecord = (question: DossierCheckQuestion): QuestionRecord => ({
  ...question,
  options: question.options.join('\n'),
});

function PartView({
  template,
  part,
}: {
  template: DossierCheckTemplateWithParts;
  part: DossierCheckPart;
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const questionId = useParams().answer;
  const partLabels = useResourceLabels(dossierCheckPartResource.type);
  const labels = useResourceLabels(dossierCheckQuestionResource.type);
  const partMutations = useResourceMutations(dossierCheckPartResource, refetches);
  const mutations = useResourceMutations(dossierCheckQuestionResource, refetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'dossier-check-questions-sort-error');
  const partFields = useMemo(
    () => formFieldsOf(dossierCheckPartResource.fields, partLabels.label, partLabels.optionLabel),
    [partLabels],
  );
  const fields = useMemo(
    () => formFieldsOf(dossierCheckQuestionResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => declaredColumns<QuestionRecord>(dossierCheckQuestionResource, labels.label),
    [labels],
  );
  const records = useMemo(() => part.questions.map(questionRecord), [part.questions]);
  const toRow = useCallback(
    (question: QuestionRecord) => ({
      ...question,
      question_type: labels.optionLabel('question_type', question.question_type),
    }),
    [labels],
  );
  const templatePath = path('adminDossierCheckTemplate', { template: template.id });
  const base = { template: template.id, part: part.id };

  return (
    <Box data-testid="dossier-check-part">
      <Button
        component={RouterLink}
        to={templatePath}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
        data-testid="dossier-check-part-back"
      >
        {template.name}
      </Button>
      <Typography variant="h3" component="h3" data-testid="dossier-check-part-title">
        {part.name}
      </Typography>
      <DetailsForm
        fields={partFields}
        record={part}
        name={part.name}
        deleteMessage={t('dossierChecks.parts.deleteMessage')}
        onSave={async (values) =>
          (await partMutations.update(part.id, toInput(partFields, values))).error
        }
        onDelete={async () => {
          const result = await partMutations.remove(part.id);
          if (!result.error) await navigate(templatePath);
          return result.error;
        }}
        formTestId="dossier-check-part-form"
        deleteTestId="dossier-check-part-delete"
      />
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('dossierChecks.questions.title')}
      </Typography>
      {errorAlert}
      <RecordPanel
        records={records}
        toRow={toRow}
        columns={columns}
        searchFields={questionSearchFields}
        typeLabel={t('dossierChecks.questions.plural')}
        addTitle={t('dossierChecks.questions.add')}
        selectedId={questionId}
        listPath={path('adminDossierCheckTemplatePart', base)}
        itemPath={(id) => path('adminDossierCheckTemplateAnswer', { ...base, answer: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { dossierCheckPart: part.id })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={reorder}
        card={{
          title: (question) => question.question,
          subtitle: (question) => labels.optionLabel('question_type', question.question_type),
          deleteMessage: t('dossierChecks.questions.deleteMessage'),
        }}
        testId="dossier-check-questions"
      />
    </Box>
  );
}
