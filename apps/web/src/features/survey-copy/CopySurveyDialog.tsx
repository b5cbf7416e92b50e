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
} from '@vezel/domain/surveys/copy';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import type { KeyedMessage } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { useTranslateMessage } from '../../app/messages';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { CopyComponentSwitches } from './CopyComponentSwitches';
import { CopyRowsTable } from './CopyRowsTable';
import { ManualCopyRow } from './ManualCopyRow';
import { surveyTypenames } from '../surveys/survey-operations';
import { copyOnderzoekMutation, copySampleFiles } from './copy-operations';

export interface CopySurveyDialogProps {
  surveyId: string;
  assetKind: 'property' | 'vessel';
  open: boolean;
  onClose: () => void;
}

/** What went wrong before the request: the message, and the rows it concerns. */
interface LocalProblem {
  failure: KeyedMessage;
  detail?: KeyedMessage;
}

/**
 * Copies a survey to other addresses or vessels (spec sections 2, 4, 5 and 7), 1400 px
 * wide: rows from a CSV file (sample files to start from) or typed in, shown in a table;
 * the components to copy as switches. On success the active list of the asset type opens.
 */
export function CopySurveyDialog({ surveyId, assetKind, open, onClose }: CopySurveyDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const path = useRoutePath();
  const user = useCurrentUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<CopyRow[]>([]);
  const [components, setComponents] = useState<CopyComponents>({ ...defaultCopyComponents });
  const [problem, setProblem] = useState<LocalProblem | null>(null);
  const [serverError, setServerError] = useState<CombinedError | null>(null);
  const [{ fetching }, copySurvey] = useMutation(copyOnderzoekMutation);

  const close = () => {
    setRows([]);
    setComponents({ ...defaultCopyComponents });
    setProblem(null);
    setServerError(null);
    onClose();
  };

  /** Adds rows unless one equals a row already there; says which one. */
  const addRows = (incoming: CopyRow[]): boolean => {
    const added = addCopyRows(assetKind, rows, incoming);
    if ('failure' in added) {
      setProblem({ failure: added.failure });
      return false;
    }
    setRows(added.rows);
    setProblem(null);
    setServerError(null);
    return true;
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it is corrected.
    event.target.value = '';
    if (!file) return;
    const refused = copyFileFailure(file);
    if (refused) {
      setProblem({ failure: refused });
      return;
    }
    const read = parseCopyCsv(assetKind, await file.text());
    if ('failure' in read) setProblem({ failure: read.failure, detail: read.detail });
    else addRows(read.rows);
  };

  const submit = async () => {
    setServerError(null);
    const chosen = effectiveCopyComponents(components);
    const refused = rows.length === 0 ? { key: 'copy.noAddress' } : copyComponentsFailure(chosen);
    if (refused) {
      setProblem({ failure: refused });
      return;
    }
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
    close();
    void navigate(path('surveyListActive', { assettype }));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={false}
      data-testid="survey-copy-dialog"
      slotProps={{ paper: { sx: { width: 1400, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>{t('surveyCopy.title')}</DialogTitle>
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
            <Button color="inherit" onClick={() => setRows([])}>
              {t('surveyCopy.clear')}
            </Button>
          )}
        </Box>
        <CopyRowsTable
          kind={assetKind}
          rows={rows}
          onRemove={(index) => setRows((current) => current.filter((_, at) => at !== index))}
        />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {t('surveyCopy.manual')}
        </Typography>
        <ManualCopyRow kind={assetKind} onAdd={(row) => addRows([row])} />
        {problem && (
          <Alert severity="error" data-testid="survey-copy-error" sx={{ mt: 2 }}>
            {translate(problem.failure)}
            {problem.detail && <Box>{translate(problem.detail)}</Box>}
          </Alert>
        )}
        {serverError && <ServerErrorAlert error={serverError} testId="survey-copy-error" />}
        <Divider sx={{ my: 2 }} />
        <CopyComponentSwitches components={components} onChange={setComponents} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="survey-copy-cancel">
          {t('surveyCopy.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={fetching}
          onClick={() => void submit()}
          data-testid="survey-copy-submit"
        >
          {fetching ? t('surveyCopy.copying') : t('surveyCopy.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
