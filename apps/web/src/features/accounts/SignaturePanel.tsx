import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useServerErrorText, useTranslateMessage } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { uploadErrorText, uploadFile } from '../../components/upload';
import type { StoredFile } from '../../components/FileViewer';
import { peopleTypenames, setUserSignatureMutation } from './people-operations';
import { canvasPoint, drawsWith, signatureSize, type Point } from './signature-logic';

const imageTypes = 'image/png,image/jpeg,image/webp';

interface SignaturePanelProps {
  userId: string;
  signature: StoredFile | null;
}

/** The person's signature: drawn on a canvas (mouse, touch or pen) or uploaded as an image. */
export function SignaturePanel({ userId, signature }: SignaturePanelProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const errorText = useServerErrorText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const announce = useAnnounce();
  const unsavedChanges = useUnsavedChangesGuard(drawn);
  const [removing, setRemoving] = useState(false);
  const [, setSignature] = useMutation(setUserSignatureMutation);

  function pointOf(event: PointerEvent<HTMLCanvasElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return canvasPoint({ x: event.clientX, y: event.clientY }, box);
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawsWith(event.pointerType, event.buttons)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = pointOf(event);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const from = last.current;
    const context = canvas.current?.getContext('2d');
    if (!from || !context) return;
    const to = pointOf(event);
    context.strokeStyle = '#000';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    if (!drawn) setDrawn(true);
  }

  function end() {
    last.current = null;
  }

  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, signatureSize.width, signatureSize.height);
    setDrawn(false);
  }

  async function store(file: Blob, name: string) {
    setBusy(true);
    setFailure(null);
    setProgress(0);
    try {
      const stored = await uploadFile(file, name, setProgress);
      const result = await setSignature({ userId, fileId: stored.id }, peopleTypenames);
      if (result.error) {
        setFailure(errorText(result.error));
        return false;
      }
      announce(t('people.signature.saved'));
      return true;
    } catch (error) {
      setFailure(uploadErrorText(error, translate));
      return false;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function saveDrawing() {
    const element = canvas.current;
    if (!element) return;
    const blob = await new Promise<Blob | null>((resolve) => element.toBlob(resolve, 'image/png'));
    if (!blob) return;
    if (await store(blob, 'signature.png')) clear();
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await store(file, file.name);
  }

  async function remove() {
    const result = await setSignature({ userId, fileId: null }, peopleTypenames);
    if (!result.error) announce(t('people.signature.removed'));
    return result.error;
  }

  return (
    <Box data-testid="signature">
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('people.signature.current')}
      </Typography>
      {signature ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={signature.url}
            alt={t('people.signature.current')}
            sx={{
              maxWidth: '100%',
              maxHeight: 160,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
            }}
            data-testid="signature-image"
          />
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setRemoving(true)}
            data-testid="signature-remove"
          >
            {t('people.signature.remove')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary" data-testid="signature-none">
          {t('people.signature.none')}
        </Typography>
      )}

      <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('people.signature.draw')}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={signatureSize.width}
        height={signatureSize.height}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        aria-label={t('people.signature.draw')}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: signatureSize.width,
          aspectRatio: `${signatureSize.width} / ${signatureSize.height}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        data-testid="signature-canvas"
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!drawn || busy}
          loading={busy && drawn}
          onClick={() => void saveDrawing()}
          data-testid="signature-save"
        >
          {t('resource.save')}
        </Button>
        <Button onClick={clear} disabled={!drawn || busy} data-testid="signature-clear">
          {t('people.signature.clear')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
          {t('people.signature.upload')}
          <input
            type="file"
            hidden
            accept={imageTypes}
            onChange={(event) => void chooseFile(event)}
            data-testid="signature-file"
          />
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          sx={{ mt: 1 }}
          aria-label={t('upload.progress')}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="signature-error">
          {failure}
        </Alert>
      )}
      <ConfirmModal
        kind="delete"
        open={removing}
        title={t('people.signature.remove')}
        message={t('people.signature.removeMessage')}
        onClose={() => setRemoving(false)}
        onConfirm={remove}
        testId="signature-remove-modal"
      />
      {unsavedChanges}
    </Box>
  );
}
