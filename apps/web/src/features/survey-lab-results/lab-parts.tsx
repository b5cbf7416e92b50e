import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { isHazardousMaterialCode } from '@vezel/domain/ihm/hazardous-materials';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/DateInput';
import type { VesselAnalysis } from './lab-results-operations';

/** The laboratory of an analysis or an import, from the laboratories the user may choose. */
export function LaboratorySelect({
  laboratories,
  value,
  onChange,
  required = false,
}: {
  laboratories: readonly { id: string; name: string }[];
  value: string;
  onChange: (laboratory: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('surveyLabResults.form.laboratory')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ mt: 1 }}
      required={required}
    >
      {/* No laboratory yet: the user must choose one, none is taken for granted. */}
      {value === '' && (
        <option value="" disabled>
          {t('surveyLabResults.form.chooseLaboratory')}
        </option>
      )}
      {laboratories.map((lab) => (
        <option key={lab.id} value={lab.id}>
          {lab.name}
        </option>
      ))}
    </TextField>
  );
}

/** A date without time that may stay empty: the server checks it when the form is saved. */
export function DateField({
  name,
  label,
  value,
  onChange,
  testId,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DateInput
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      withTime={false}
      placeholder={t('resource.datePlaceholder')}
      error={false}
      helperText={undefined}
      readOnly={false}
      required={false}
      autoFocus={false}
      testId={testId}
    />
  );
}

/** The date an analysis was made, of a sample or of a vessel's sample. */
export function AnalysisDateInput(props: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return <DateField name="analysed_on" label={t('surveyLabResults.form.date')} {...props} />;
}

/** The header of a results table: a cell per column, in order. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column}>{column}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A material's name as the IHM lists it; the code when it is unknown. */
export function useMaterialName() {
  const { t } = useTranslation();
  return (code: string | null) =>
    code && isHazardousMaterialCode(code) ? t(`ihm.hazardousMaterial.${code}`) : (code ?? '');
}

/**
 * A vessel's result: the hazardous material, its concentration, the threshold it is held
 * against and whether it is above, in red then.
 */
export function VesselResultRow({
  row,
  threshold,
}: {
  row: VesselAnalysis['results'][number];
  /** Null where the table has no threshold column (the sample's analyses). */
  threshold: string | null;
}) {
  const { t } = useTranslation();
  const materialName = useMaterialName();
  return (
    <TableRow>
      <TableCell>{materialName(row.hazardous_material)}</TableCell>
      <TableCell>
        {row.concentration} {row.unit}
      </TableCell>
      {threshold !== null && <TableCell>{threshold}</TableCell>}
      <TableCell sx={{ color: row.above_threshold ? 'error.main' : undefined }}>
        {t(row.above_threshold ? 'surveyLabResults.vessel.above' : 'surveyLabResults.vessel.below')}
      </TableCell>
    </TableRow>
  );
}
