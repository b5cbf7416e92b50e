import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TextInput } from '../../components/TextInput';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import {
  surveyReportTypenames,
  updateSurveyReportMutation,
  type SurveyReportDetail,
} from './survey-report-operations';

/** A draft's title (the cover's and the PDF file's), saved on demand. */
export function TitleForm({ report }: { report: SurveyReportDetail }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  // The surveyor's edit, until saved; the saved title otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const title = draft ?? report.title;
  const [saved, save] = useMutation(updateSurveyReportMutation);
  const dirty = title !== report.title;
  const guard = useUnsavedChangesGuard(dirty);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const done = await save({ id: report.id, title }, surveyReportTypenames);
    if (done.error || !done.data) return;
    setDraft(null);
    announce(t('surveyReports.titleSaved', { title: done.data.updateSurveyReport.title }));
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', maxWidth: 720 }}>
        <TextInput
          name="title"
          label={t('surveyReports.reportTitle')}
          testId="report-title"
          required
          value={title}
          onChange={(event) => setDraft(event.target.value)}
          error={saved.error !== undefined}
          helperText={undefined}
        />
        <Button type="submit" variant="contained" disabled={!dirty || saved.fetching}>
          {t('surveyReports.saveTitle')}
        </Button>
      </Box>
      {saved.error && <ServerErrorAlert error={saved.error} testId="report-title-error" />}
      {guard}
    </Box>
  );
}
