import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import {
  addCopyRows,
  copyComponentsFailure,
  copyFileFailure,
  defaultCopyComponents,
  effectiveCopyComponents,
  parseCopyCsv,
  type CopyAssetKind,
  type CopyComponents,
  type CopyRow,
  type RejectedCopyRow,
} from '@vezel/domain/surveys/copy';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import type { KeyedMessage } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { useTranslateMessage } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useGuardedClose } from '../../components/unsaved-changes';
import { CopyComponentSwitches } from './CopyComponentSwitches';
import { CopyRowsTable } from './CopyRowsTable';
import { RejectedRowsAlert } from './RejectedRowsAlert';
import { ManualCopyRow } from './ManualCopyRow';
import { surveyTypenames } from '../surveys/survey-operations';
import { copyOnderzoekMutation, copySampleFiles } from './copy-operations';

export interface CopySurveyDialogProps {
  surveyId: string;
  assetKind: 'property' | 'vessel';
  open: boolean;
  onClose: () => void;
}

/**
 * Copies a survey to other addresses or vessels (spec sections 2, 4, 5 and 7), 1400 px
 * wide: rows from a CSV file (sample files to start from) or typed in, shown in a table;
 * the components to copy as switches. An import takes the good rows and lists the others
 * with what is wrong in which column. Copy says why it cannot be pressed yet; on success
 * it says how many surveys were made, and the active list of the asset type opens.
 */
export function CopySurveyDialog({ surveyId, assetKind, open, onClose }: CopySurveyDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const path = useRoutePath();
  const user = useCurrentUser();
  const announce = useAnnounce();
  const titleId = useId();
  const blockedId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<CopyRow[]>([]);
  const [components, setComponents] = useState<CopyComponents>({ ...defaultCopyComponents });
  const [problem, setProblem] = useState<KeyedMessage | null>(null);
  const [rejected, setRejected] = useState<RejectedCopyRow[]>([]);
  const [serverError, setServerError] = useState<CombinedError | null>(null);
  const [typing, setTyping] = useState(false);
  const [{ fetching }, copySurvey] = useMutation(copyOnderzoekMutation);

  const close = () => {
    setRows([]);
    setComponents({ ...defaultCopyComponents });
    setProblem(null);
    setRejected([]);
    setServerError(null);
    setTyping(false);
    onClose();
  };
  const guarded = useGuardedClose(rows.length > 0 || typing, close);

  /** Adds a typed row unless it equals a row already there, or has its number; says so. */
  const addRow = (row: CopyRow): boolean => {
    const added = addCopyRows(assetKind, rows, [row], [rows.length + 1]);
    const refused = added.rejected[0]?.failures[0]?.failure;
    setProblem(refused ?? null);
    if (refused) return false;
    setRows(added.rows);
    setServerError(null);
    return true;
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it is corrected.
    event.target.value = '';
    if (!file) return;
    const refused = copyFileFailure(file);
    setServerError(null);
    if (refused) {
      setProblem(refused);
      return;
    }
    const read = parseCopyCsv(assetKind, await file.text());
    if ('failure' in read) {
      setProblem(read.failure);
      return;
    }
    const added = addCopyRows(assetKind, rows, read.rows, read.numbers);
    setRows(added.rows);
    setProblem(null);
    setRejected([...read.rejected, ...added.rejected].sort((a, b) => a.row - b.row));
  };

  const chosen = effectiveCopyComponents(components);
  const blocked =
    rows.length === 0 ? t(`surveyCopy.needRows.${assetKind}`) : copyComponentsFailure(chosen);

  const submit = async () => {
    if (blocked) return;
    setServerError(null);
    setProblem(null);
    const result = await copySurvey(
      {
        input: {
          id: surveyId,
          user_id: user.id,
          components: JSON.stringify(chosen),
          addresses: JSON.stringify(rows),
        },
      },
      // The copies join the lists already seen: those refetch.
      surveyTypenames,
    );
    if (result.error || !result.data) {
      setServerError(result.error ?? null);
      return;
    }
    // The schema types the copies' asset type as a string; the server answers a kind.
    const assettype = assetTypeNames[result.data.copyOnderzoek.asset_type as CopyAssetKind];
    announce(t('surveyCopy.done', { count: result.data.copyOnderzoek.survey_ids.length }));
    close();
    void navigate(path('surveyListActive', { assettype }));
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={guarded.requestClose}
        maxWidth={false}
        data-testid="survey-copy-dialog"
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { width: 1400, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id={titleId}>{t('surveyCopy.title')}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>{t(`surveyCopy.intro.${assetKind}`)}</Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
            >
              {t('surveyCopy.import')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="survey-copy-file"
              onChange={(event) => void importFile(event)}
            />
            <Button
              href={copySampleFiles[assetKind]}
              download
              startIcon={<DownloadIcon />}
              data-testid="survey-copy-sample"
            >
              {t('surveyCopy.sample')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Typography variant="body2" color="text.secondary" data-testid="survey-copy-count">
              {t('surveyCopy.rows', { count: rows.length })}
            </Typography>
            {rows.length > 0 && (
              <Button
                color="inherit"
                onClick={() => {
                  setRows([]);
                  setRejected([]);
                }}
              >
                {t('surveyCopy.clear')}
              </Button>
            )}
          </Box>
          <CopyRowsTable
            kind={assetKind}
            rows={rows}
            onRemove={(index) => setRows((current) => current.filter((_, at) => at !== index))}
          />
          <RejectedRowsAlert rejected={rejected} onDismiss={() => setRejected([])} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('surveyCopy.manual')}
          </Typography>
          <ManualCopyRow kind={assetKind} onAdd={addRow} onDirtyChange={setTyping} />
          {problem && (
            <Alert severity="error" data-testid="survey-copy-error" sx={{ mt: 2 }}>
              {translate(problem)}
            </Alert>
          )}
          {serverError && <ServerErrorAlert error={serverError} testId="survey-copy-error" />}
          <Divider sx={{ my: 2 }} />
          <CopyComponentSwitches components={components} onChange={setComponents} />
        </DialogContent>
        <DialogActions>
          {blocked && (
            <Typography
              id={blockedId}
              variant="body2"
              color="text.secondary"
              sx={{ mr: 'auto', pl: 2 }}
              data-testid="survey-copy-blocked"
            >
              {typeof blocked === 'string' ? blocked : translate(blocked)}
            </Typography>
          )}
          <Button onClick={guarded.requestClose} data-testid="survey-copy-cancel">
            {t('surveyCopy.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={fetching || blocked !== null}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={() => void submit()}
            data-testid="survey-copy-submit"
          >
            {fetching ? t('surveyCopy.copying') : t('surveyCopy.submit')}
          </Button>
        </DialogActions>
      </Dialog>
      {guarded.dialog}
    </>
  );
}
