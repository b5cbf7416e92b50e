import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  copyComponents,
  isCopyComponentShown,
  setCopyComponent,
  type CopyComponents,
} from '@vezel/domain/surveys/copy';
import { useTranslation } from 'react-i18next';

/** Components that are part of another are indented under it. */
const nested = new Set([
  'exclusions',
  'plans',
  'planDrawings',
  'sourcelocations',
  'controlmeasures',
  'observations',
]);

/**
 * The components to copy as switches (spec sections 3 and 4): a component shows only while
 * what it depends on is on, and turning one off turns off what depends on it.
 */
export function CopyComponentSwitches({
  components,
  onChange,
}: {
  components: CopyComponents;
  onChange: (components: CopyComponents) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {t('surveyCopy.components')}
      </Typography>
      <FormGroup data-testid="survey-copy-components">
        {copyComponents
          .filter((key) => isCopyComponentShown(components, key))
          .map((key) => (
            <FormControlLabel
              key={key}
              sx={{ pl: nested.has(key) ? (key === 'planDrawings' ? 6 : 3) : 0 }}
              control={
                <Switch
                  size="small"
                  checked={components[key]}
                  onChange={(event) =>
                    onChange(setCopyComponent(components, key, event.target.checked))
                  }
                  slotProps={{ input: { 'data-testid': `survey-copy-component-${key}` } as object }}
                />
              }
              label={t(`surveyCopy.component.${key}`)}
            />
          ))}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('surveyCopy.existingAssetNote')}
      </Typography>
    </>
  );
}
