import { recordKey } from '@vezel/domain/surveys/plan-drawings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LegendEntry, type PlaceableRecords, type PlanRecord } from './drawing-model';
import { AreaSwatch, SymbolIcon } from './SymbolIcon';

function RecordList({
  label,
  records,
  placing,
  onPlace,
}: {
  label: string;
  records: readonly PlanRecord[];
  /** The `recordKey` of the record being placed. */
  placing: string | null;
  onPlace: ((record: PlanRecord) => void) | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {label}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {records.map((record) => (
          <ListItem
            key={`${record.kind}-${record.id}`}
            disableGutters
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <SymbolIcon svg={record.svg} color={record.color} size={20} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                {record.number}
              </Typography>
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {record.description}
              </Typography>
            </Box>
            {onPlace && (
              <Button
                size="small"
                variant={placing === recordKey(record.kind, record.id) ? 'contained' : 'outlined'}
                aria-pressed={placing === recordKey(record.kind, record.id)}
                aria-label={t('surveyPlanDrawings.placeNamed', { name: record.number })}
                onClick={() => onPlace(record)}
              >
                {t('surveyPlanDrawings.place')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The survey's sources, samples and observations without a pin on this plan. */
export function UnplacedRecords({
  placeable,
  placing,
  onPlace,
}: {
  placeable: PlaceableRecords;
  placing: string | null;
  onPlace: (record: PlanRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="plan-unplaced-title" data-testid="plan-unplaced">
      <Typography id="plan-unplaced-title" variant="h6" component="h3">
        {t('surveyPlanDrawings.unplaced.title')}
      </Typography>
      {placeable.unplaced.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('surveyPlanDrawings.unplaced.none')}
        </Typography>
      )}
      <RecordList
        label={t('surveyPlanDrawings.unplaced.nowhere')}
        records={placeable.unplaced}
        placing={placing}
        onPlace={onPlace}
      />
      <RecordList
        label={t('surveyPlanDrawings.unplaced.elsewhere')}
        records={placeable.elsewhere}
        placing={placing}
        onPlace={onPlace}
      />
    </Box>
  );
}

/** Every symbol used on the plan, once. */
export function PlanLegend({ entries }: { entries: readonly LegendEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="plan-legend-title" data-testid="plan-legend">
      <Typography id="plan-legend-title" variant="h6" component="h3">
        {t('surveyPlanDrawings.legend.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('surveyPlanDrawings.legend.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby="plan-legend-title">
          {entries.map((entry) => (
            <ListItem key={entry.key} disableGutters sx={{ gap: 1 }}>
              {entry.area ? (
                <AreaSwatch patternSvg={entry.area.patternSvg} color={entry.area.color} size={20} />
              ) : (
                <SymbolIcon svg={entry.svg} color={entry.color} size={20} />
              )}
              <Typography variant="body2">{entry.label}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
