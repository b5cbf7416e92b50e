import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RedoIcon from '@mui/icons-material/Redo';
import RemoveIcon from '@mui/icons-material/Remove';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rotateStep } from './drawing-model';

function ToolButton({
  label,
  detail,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  /** What the button would do now (the step an undo takes back). */
  detail?: string | null;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const title = detail ? `${label}: ${detail}` : label;
  const button = (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick} size="medium">
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={title}>{button}</Tooltip>;
}

/** What the last save did or why it was refused; `count` tells a repeated message apart. */
export interface DrawingStatus {
  message: string;
  severity: 'info' | 'error';
  count: number;
}

/**
 * The drawing's tools: undo and redo (with what they would change), whether everything is
 * saved, zoom, finishing a shape being drawn, and turning or deleting the selected element.
 */
export function DrawingToolbar({
  editable,
  saving,
  status,
  undo,
  redo,
  onUndo,
  onRedo,
  onZoom,
  onFit,
  shape,
  selection,
}: {
  editable: boolean;
  saving: boolean;
  status: DrawingStatus | null;
  /** The name of the step undo would take back; null when there is none. */
  undo: string | null;
  redo: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  /** A polygon or area being drawn, corner by corner. */
  shape: { complete: boolean; onFinish: () => void; onCancel: () => void } | null;
  /** The selected element, when it may be changed. */
  selection: {
    rotatable: boolean;
    onRotate: (degrees: number) => void;
    onDelete: () => void;
  } | null;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('surveyPlanDrawings.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mb: 1 }}
    >
      {editable && (
        <>
          <ToolButton
            label={t('surveyPlanDrawings.undo')}
            detail={undo}
            disabled={!undo}
            onClick={onUndo}
          >
            <UndoIcon />
          </ToolButton>
          <ToolButton
            label={t('surveyPlanDrawings.redo')}
            detail={redo}
            disabled={!redo}
            onClick={onRedo}
          >
            <RedoIcon />
          </ToolButton>
          <Typography variant="body2" color="text.secondary" sx={{ mx: 1 }}>
            {t(saving ? 'surveyPlanDrawings.saving' : 'surveyPlanDrawings.saved')}
          </Typography>
          {/* Beside the tools, never over the plan: a message there would take its clicks. */}
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            color={status?.severity === 'error' ? 'error' : 'text.primary'}
            data-testid="plan-drawing-status"
            sx={{ mx: 1 }}
          >
            <span key={status?.count}>{status?.message}</span>
          </Typography>
        </>
      )}
      <ToolButton label={t('surveyPlanDrawings.zoomIn')} onClick={() => onZoom(1.25)}>
        <AddIcon />
      </ToolButton>
      <ToolButton label={t('surveyPlanDrawings.zoomOut')} onClick={() => onZoom(0.8)}>
        <RemoveIcon />
      </ToolButton>
      <ToolButton label={t('surveyPlanDrawings.fit')} onClick={onFit}>
        <FitScreenIcon />
      </ToolButton>
      {shape && (
        // A tablet has no Enter key, and a double tap is not a double click everywhere.
        <>
          <Button
            size="small"
            variant="contained"
            disabled={!shape.complete}
            onClick={shape.onFinish}
          >
            {t('surveyPlanDrawings.finish')}
          </Button>
          <Button size="small" onClick={shape.onCancel}>
            {t('surveyPlanDrawings.cancel')}
          </Button>
        </>
      )}
      {selection && (
        <>
          {selection.rotatable && (
            <>
              <ToolButton
                label={t('surveyPlanDrawings.rotateLeft')}
                onClick={() => selection.onRotate(-rotateStep)}
              >
                <RotateLeftIcon />
              </ToolButton>
              <ToolButton
                label={t('surveyPlanDrawings.rotateRight')}
                onClick={() => selection.onRotate(rotateStep)}
              >
                <RotateRightIcon />
              </ToolButton>
            </>
          )}
          <ToolButton label={t('surveyPlanDrawings.delete')} onClick={selection.onDelete}>
            <DeleteOutlinedIcon />
          </ToolButton>
        </>
      )}
    </Box>
  );
}
