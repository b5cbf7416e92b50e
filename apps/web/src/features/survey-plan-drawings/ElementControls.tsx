import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { planLimits } from '@vezel/domain/surveys/plan-drawings';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnElement, Pattern } from './drawing-model';
import { AreaFill } from './SymbolPalette';

/** A field saved when it is left or Enter is pressed: one write per edit, not per key. */
function SavedField({
  label,
  value,
  type = 'text',
  width,
  onSave,
}: {
  label: string;
  value: string;
  type?: 'text' | 'number';
  width: number;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const save = () => {
    if (draft !== value) onSave(draft);
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') save();
      }}
      slotProps={{
        htmlInput: type === 'number' ? { min: planLimits.minSize, max: planLimits.maxSize } : {},
      }}
      sx={{ width }}
    />
  );
}

/**
 * What can be set on the selected element besides its place: a symbol's text, a sized
 * symbol's size, an area's pattern and colour. Each is one saved change, undoable.
 */
export function ElementControls({
  element,
  labelled,
  sized,
  area,
  patterns,
  areaColor,
  onChange,
}: {
  element: DrawnElement;
  /** A symbol (a pin shows its record's number). */
  labelled: boolean;
  /** Its type has a size. */
  sized: { size: number } | null;
  area: boolean;
  patterns: readonly Pattern[];
  areaColor: string;
  onChange: (after: DrawnElement) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('surveyPlanDrawings.selection')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      {labelled && (
        <SavedField
          // Keyed by what is stored: an undo shows in the field.
          key={`label-${element.id}-${element.label ?? ''}`}
          label={t('surveyPlanDrawings.label')}
          value={element.label ?? ''}
          width={200}
          onSave={(value) => onChange({ ...element, label: value.trim() || null })}
        />
      )}
      {sized && (
        <SavedField
          key={`size-${element.id}-${sized.size}`}
          label={t('surveyPlanDrawings.size')}
          type="number"
          value={String(sized.size)}
          width={110}
          onSave={(value) => onChange({ ...element, size: Number(value) })}
        />
      )}
      {area && (
        <AreaFill
          key={`${element.id}-${areaColor}`}
          patterns={patterns}
          patternId={element.pattern_id}
          color={areaColor}
          onChange={(next) =>
            onChange({ ...element, pattern_id: next.patternId, color: next.color })
          }
        />
      )}
    </Box>
  );
}
