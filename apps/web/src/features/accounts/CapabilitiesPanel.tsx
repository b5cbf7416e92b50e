import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { capabilityChoices } from './capabilities';
import { peopleTypenames, setUserCapabilitiesMutation, type LookupItem } from './people-operations';

interface CapabilitiesPanelProps {
  userId: string;
  held: readonly { id: string; value: string }[];
  /** All items of the capability list; only a manager gets them (and the checkboxes). */
  items?: readonly LookupItem[];
  editable: boolean;
}

/** What a person may do: read-only on the account, checkboxes for a manager. */
export function CapabilitiesPanel({ userId, held, items, editable }: CapabilitiesPanelProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [saved, setSaved] = useState(() => new Set(held.map((item) => item.id)));
  const [chosen, setChosen] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const announce = useAnnounce();
  const dirty = chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id));
  const unsavedChanges = useUnsavedChangesGuard(editable && dirty);
  const [, setCapabilities] = useMutation(setUserCapabilitiesMutation);

  if (!editable || !items) {
    return held.length ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="capabilities">
        {held.map((item) => (
          <Chip key={item.id} label={item.value} data-testid="capabilities-item" />
        ))}
      </Box>
    ) : (
      <Typography color="text.secondary" data-testid="capabilities-none">
        {t('people.capabilities.none')}
      </Typography>
    );
  }

  async function save() {
    setSaving(true);
    setFailure(null);
    const result = await setCapabilities({ userId, capabilityIds: [...chosen] }, peopleTypenames);
    setSaving(false);
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    setSaved(chosen);
    announce(t('people.capabilities.saved'));
  }

  const choices = capabilityChoices(items, held);
  return (
    <Box data-testid="capabilities">
      {choices.length === 0 && (
        <Typography color="text.secondary">{t('people.capabilities.noItems')}</Typography>
      )}
      <FormGroup>
        {choices.map((item) => (
          <FormControlLabel
            key={item.id}
            label={item.value}
            control={
              <Checkbox
                checked={chosen.has(item.id)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(item.id);
                  else next.delete(item.id);
                  setChosen(next);
                }}
                slotProps={{ input: { 'data-testid': `capabilities-item-${item.id}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        loading={saving}
        onClick={() => void save()}
        data-testid="capabilities-save"
      >
        {t('resource.save')}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="capabilities-error">
          {failure}
        </Alert>
      )}
      {unsavedChanges}
    </Box>
  );
}
