import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import {
  surveyReportTypenames,
  updateSurveyReportChapterMutation,
  type SurveyReportChapter,
} from './survey-report-operations';

/** "A3 liggend, zonder kop- en voettekst". */
function usePageText() {
  const { t } = useTranslation();
  return (element: SurveyReportChapter['elements'][number]) =>
    [
      element.page_size,
      t(
        `surveyReports.orientation.${element.orientation === 'landscape' ? 'landscape' : 'portrait'}`,
      ),
      !element.header_footer && t('surveyReports.bare'),
    ]
      .filter(Boolean)
      .join(', ');
}

/** A chapter: its text in the rich-text editor (saved on demand) and the elements it prints. */
export function ChapterCard({
  chapter,
  editable,
}: {
  chapter: SurveyReportChapter;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const pageText = usePageText();
  // The surveyor's edit, until saved or undone; the saved text otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? chapter.text;
  const [saved, save] = useMutation(updateSurveyReportChapterMutation);
  const dirty = editable && text !== chapter.text;
  const guard = useUnsavedChangesGuard(dirty);
  const headingId = `chapter-${chapter.id}-title`;

  const onSave = async () => {
    const done = await save({ id: chapter.id, text }, surveyReportTypenames);
    if (done.error) return;
    setDraft(null);
    announce(t('surveyReports.chapterSaved', { title: chapter.title }));
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      id={`chapter-${chapter.id}`}
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-testid={`report-chapter-${chapter.id}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.2rem', flex: 1 }}>
          {chapter.title}
        </Typography>
        {chapter.appendix && <Chip size="small" label={t('surveyReports.appendix')} />}
      </Box>
      <RichTextEditor
        value={text}
        onChange={setDraft}
        readOnly={!editable}
        label={t('surveyReports.chapterText', { title: chapter.title })}
      />
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={() => void onSave()}
            disabled={!dirty || saved.fetching}
          >
            {t('surveyReports.saveChapter')}
          </Button>
          {dirty && (
            <Button onClick={() => setDraft(null)} disabled={saved.fetching}>
              {t('surveyReports.undoChapter')}
            </Button>
          )}
        </Box>
      )}
      {saved.error && (
        <ServerErrorAlert error={saved.error} testId={`chapter-${chapter.id}-error`} />
      )}
      {chapter.elements.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" id={`chapter-${chapter.id}-elements`}>
            {t('surveyReports.elements')}
          </Typography>
          <List dense aria-labelledby={`chapter-${chapter.id}-elements`}>
            {chapter.elements.map((element) => (
              <ListItem key={element.id} sx={{ px: 0, display: 'flex', gap: 1 }}>
                <Typography component="span">{element.title}</Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {pageText(element)}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {guard}
    </Paper>
  );
}
