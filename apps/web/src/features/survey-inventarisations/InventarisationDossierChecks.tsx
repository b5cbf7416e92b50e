import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  missingRequiredAnswers,
  type DossierCheckAnswer,
} from '@vezel/domain/surveys/dossier-check-answers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useDateFormat } from '../../app/dates';
import { serverError } from '../../app/graphql-errors';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { ResourceFields } from '../../components/resource/ResourceFields';
import { useResourceForm } from '../../components/resource/use-resource-form';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { questionField } from '../dossier-checks/question-fields';
import { answerable, answersOf, answerValues } from './dossier-check-answers';
import {
  inventarisationTypenames,
  saveDossierCheckMutation,
  type InventarisationDossierCheck,
} from './survey-inventarisation-operations';

interface DossierChecksProps {
  inventarisationId: string;
  checks: readonly InventarisationDossierCheck[];
  editable: boolean;
}

/** The checklists of an inventory's survey type, each filled in and saved on its own. */
export function InventarisationDossierChecks({
  inventarisationId,
  checks,
  editable,
}: DossierChecksProps) {
  const { t } = useTranslation();
  if (checks.length === 0) {
    return (
      <Alert severity="info" data-testid="inventarisation-dossier-checks-empty">
        {t('surveyInventarisations.dossierChecks.none')}
      </Alert>
    );
  }
  return (
    <Box data-testid="inventarisation-dossier-checks">
      {checks.map((check) => (
        <DossierCheckForm
          key={check.template.id}
          inventarisationId={inventarisationId}
          check={check}
          editable={editable}
        />
      ))}
    </Box>
  );
}

function DossierCheckForm({
  inventarisationId,
  check,
  editable,
}: {
  inventarisationId: string;
  check: InventarisationDossierCheck;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const errorText = useServerErrorText();
  const [, save] = useMutation(saveDossierCheckMutation);
  const [saving, setSaving] = useState(false);
  const announce = useAnnounce();
  const [failure, setFailure] = useState<string>();
  const placeholder = t('resource.dateTimePlaceholder');
  const questions = useMemo(
    () => check.template.parts.flatMap((part) => part.questions),
    [check.template.parts],
  );
  const fields = useMemo(
    () => questions.map((question) => questionField(question, placeholder)),
    [questions, placeholder],
  );
  const initial = useMemo(
    () => answerValues(questions, JSON.parse(check.answers) as Record<string, DossierCheckAnswer>),
    [questions, check.answers],
  );
  // A draft may leave required questions open: the form checks each answer's type only.
  const draftFields = useMemo(
    () =>
      fields.map((field) => ({
        ...field,
        rules: field.rules.filter((r) => r.rule !== 'required'),
      })),
    [fields],
  );
  const form = useResourceForm(draftFields, initial, 'submit');
  const guard = useUnsavedChangesGuard(editable && form.dirty);
  // The required questions the answers as they stand leave open, as the server judges them.
  const stillRequired = useMemo(
    () =>
      new Set(
        missingRequiredAnswers(answerable(questions), answersOf(questions, form.values)).map((q) =>
          String(q.id),
        ),
      ),
    [questions, form.values],
  );
  const testId = `dossier-check-${check.template.id}`;

  async function onSave() {
    setFailure(undefined);
    if (!form.submit()) return;
    setSaving(true);
    const sent = form.values;
    const result = await save(
      {
        inventarisationId,
        templateId: check.template.id,
        answers: JSON.stringify(answersOf(questions, sent)),
      },
      inventarisationTypenames,
    );
    setSaving(false);
    if (result.error) {
      form.showServerFailures(serverError(result.error)?.fields ?? {});
      setFailure(errorText(result.error));
      return;
    }
    form.markSaved(sent);
    const missing = result.data?.saveInventarisationDossierCheck.missing_required.length ?? 0;
    announce(
      missing === 0
        ? t('surveyInventarisations.dossierChecks.savedComplete', { name: check.template.name })
        : t('surveyInventarisations.dossierChecks.savedDraft', {
            name: check.template.name,
            count: missing,
          }),
    );
  }

  return (
    <Box component="section" sx={{ mb: 4 }} data-testid={testId}>
      <Typography variant="h3" component="h3">
        {check.template.name}
      </Typography>
      {check.template.description && (
        <Typography variant="body2" color="text.secondary">
          {check.template.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-saved`}>
        {check.saved_at
          ? t('surveyInventarisations.dossierChecks.savedAt', {
              date: format.dateTime(check.saved_at),
            })
          : t('surveyInventarisations.dossierChecks.notSaved')}
      </Typography>
      <Alert
        severity={stillRequired.size === 0 ? 'success' : 'info'}
        sx={{ mt: 1 }}
        data-testid={`${testId}-progress`}
      >
        {stillRequired.size === 0
          ? t('surveyInventarisations.dossierChecks.complete')
          : t('surveyInventarisations.dossierChecks.requiredOpen', { count: stillRequired.size })}
      </Alert>
      {check.template.parts.map((part) => (
        <Box key={part.id} sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
            {part.name}
          </Typography>
          {part.description && (
            <Typography variant="body2" color="text.secondary">
              {part.description}
            </Typography>
          )}
          {part.questions.map((question) => {
            const field = fields.find((candidate) => candidate.name.endsWith(`-${question.id}`));
            return (
              field && (
                <Box key={question.id}>
                  <ResourceFields
                    fields={[field]}
                    values={form.values}
                    messages={form.shown}
                    onChange={(name, value) => {
                      setFailure(undefined);
                      form.setValue(name, value);
                    }}
                    readOnly={!editable}
                    testId={testId}
                  />
                  {question.help && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {question.help}
                    </Typography>
                  )}
                  {stillRequired.has(question.id) && (
                    <Typography
                      variant="caption"
                      color="warning.dark"
                      component="p"
                      data-testid={`${testId}-${field.name}-open`}
                    >
                      {t('surveyInventarisations.dossierChecks.stillRequired')}
                    </Typography>
                  )}
                </Box>
              )
            );
          })}
        </Box>
      ))}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {failure}
        </Alert>
      )}
      {guard}
      {editable && (
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          disabled={saving}
          onClick={() => void onSave()}
          sx={{ mt: 1 }}
          data-testid={`${testId}-save`}
        >
          {t('surveyInventarisations.dossierChecks.save')}
        </Button>
      )}
    </Box>
  );
}
