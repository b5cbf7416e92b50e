import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pattern, SymbolType } from './drawing-model';
import { AreaSwatch, SymbolIcon } from './SymbolIcon';

/** The organisation's symbol types to draw with: pressing one chooses it for the next click. */
export function SymbolPalette({
  types,
  chosen,
  onChoose,
}: {
  types: readonly SymbolType[];
  chosen: string | null;
  onChoose: (type: SymbolType | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="plan-palette-title">
      <Typography id="plan-palette-title" variant="h6" component="h3">
        {t('surveyPlanDrawings.palette')}
      </Typography>
      <ToggleButtonGroup
        orientation="vertical"
        exclusive
        size="small"
        value={chosen}
        onChange={(_event, value: string | null) =>
          onChoose(types.find((type) => type.id === value) ?? null)
        }
        aria-labelledby="plan-palette-title"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', lg: 'column' },
          flexWrap: 'wrap',
          width: '100%',
        }}
      >
        {types.map((type) => (
          <ToggleButton
            key={type.id}
            value={type.id}
            // The toggle's own grey is too faint to read beside the plan.
            sx={{
              justifyContent: 'flex-start',
              gap: 1,
              textTransform: 'none',
              color: 'text.primary',
            }}
          >
            <SymbolIcon svg={type.svg} size={20} />
            {type.value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * An area's pattern (or none: a plain see-through colour) and colour, for a new one or the
 * selected one; keyed by the colour given, so a colour changed elsewhere (an undo) shows.
 */
export function AreaFill({
  patterns,
  patternId,
  color,
  onChange,
}: {
  patterns: readonly Pattern[];
  patternId: string | null;
  color: string;
  onChange: (fill: { patternId: string | null; color: string }) => void;
}) {
  const { t } = useTranslation();
  const colorInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(color);
  // The picker reports every colour passed over: the chosen one counts when it closes.
  const latest = useRef({ patternId, onChange });
  useEffect(() => {
    latest.current = { patternId, onChange };
  });
  useEffect(() => {
    const input = colorInput.current;
    if (!input) return;
    const onPicked = () => {
      const { patternId: pattern, onChange: change } = latest.current;
      change({ patternId: pattern, color: input.value.toLowerCase() });
    };
    input.addEventListener('change', onPicked);
    return () => input.removeEventListener('change', onPicked);
  }, []);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('surveyPlanDrawings.pattern')}
        value={patternId ?? ''}
        onChange={(event) => onChange({ patternId: event.target.value || null, color: draft })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="" sx={{ gap: 1 }}>
          <AreaSwatch patternSvg="" color={color} size={18} />
          {t('surveyPlanDrawings.noPattern')}
        </MenuItem>
        {patterns.map((pattern) => (
          <MenuItem key={pattern.id} value={pattern.id} sx={{ gap: 1 }}>
            <AreaSwatch patternSvg={pattern.svg} color={color} size={18} />
            {pattern.value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="color"
        label={t('surveyPlanDrawings.color')}
        value={draft}
        inputRef={colorInput}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ width: 96 }}
      />
    </Box>
  );
}
