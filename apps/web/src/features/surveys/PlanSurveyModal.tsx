import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { propertyResource, vesselResource } from '@vezel/domain/resources/assets';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { useTranslateMessage } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { modalWidth } from '../../components/resource/CreateModal';
import {
  formFieldsOf,
  newValues,
  toInput,
  type FormField,
} from '../../components/resource/form-logic';
import { ResourceFields } from '../../components/resource/ResourceFields';
import { useModalError } from '../../components/resource/use-modal-error';
import { useResourceForm } from '../../components/resource/use-resource-form';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { useGuardedClose } from '../../components/unsaved-changes';
import { clientChoicesQuery } from '../assets/asset-operations';
import { searchQuery } from '../search/search-operations';
import { nextSurveyNumberQuery, planSurveyMutation, surveyTypenames } from './survey-operations';
import type { SurveyAssetKind } from './survey-routes';
import { useSurveyFields } from './use-survey-fields';

interface PlanSurveyModalProps {
  open: boolean;
  typeName: string;
  assetKind: SurveyAssetKind;
  onClose: () => void;
}

const testId = 'plan-survey';

/**
 * Planning a survey (spec section 4, multi-step create): first the asset, an existing one
 * found by typing or a new one entered in full; then the survey itself, its number proposed.
 * The last step saves once every step is valid, and says what is missing until then; the
 * modal starts afresh each time it opens, and asks before closing over unsaved input.
 */
export function PlanSurveyModal({ open, typeName, assetKind, onClose }: PlanSurveyModalProps) {
  const [opening, setOpening] = useState(0);
  const [dirty, setDirty] = useState(false);
  const { requestClose, dialog } = useGuardedClose(dirty, onClose);
  const error = useModalError();
  const { t } = useTranslation();
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        maxWidth={false}
        slotProps={{
          paper: {
            ...error.paperProps,
            sx: { width: modalWidth, maxWidth: 'calc(100% - 32px)', ...error.paperProps.sx },
          },
          transition: {
            onExited: () => {
              setOpening((count) => count + 1);
              setDirty(false);
              error.clear();
            },
          },
        }}
        aria-labelledby={`${testId}-title`}
        data-testid={testId}
      >
        <DialogTitle id={`${testId}-title`}>
          {t(assetKind === 'vessel' ? 'surveys.plan.titleVessel' : 'surveys.plan.titleProperty')}
        </DialogTitle>
        {open && (
          <PlanForm
            key={opening}
            typeName={typeName}
            assetKind={assetKind}
            onCancel={requestClose}
            onPlanned={onClose}
            onDirtyChange={setDirty}
            error={error}
          />
        )}
      </Dialog>
      {dialog}
    </>
  );
}

/** The new asset's form: the property's or vessel's fields, the owner from the client book. */
function useNewAssetFields(assetKind: SurveyAssetKind): FormField[] {
  const { t } = useTranslation();
  const declaration = assetKind === 'vessel' ? vesselResource : propertyResource;
  const labels = useResourceLabels(declaration.type);
  const [clients] = useQuery({
    query: clientChoicesQuery,
    variables: { book: assetKind === 'vessel' ? 'maritime' : 'property' },
  });
  const choices = clients.data?.clients;
  return useMemo(
    () =>
      formFieldsOf(declaration.fields, labels.label, labels.optionLabel).map((field) =>
        field.name === 'owner_client'
          ? {
              ...field,
              options: [
                { value: '', label: t('assets.noOwner') },
                ...(choices ?? []).map((client) => ({ value: client.id, label: client.name })),
              ],
            }
          : field,
      ),
    [declaration, labels, choices, t],
  );
}

interface PlanFormProps {
  typeName: string;
  assetKind: SurveyAssetKind;
  /** Cancel: asks first when something was entered. */
  onCancel: () => void;
  /** Closes at once: the survey is saved. */
  onPlanned: () => void;
  onDirtyChange: (dirty: boolean) => void;
  error: ReturnType<typeof useModalError>;
}

/** The asset: an existing one or a new one. */
type AssetSource = 'existing' | 'new';

interface ChosenAsset {
  id: string;
  label: string;
}

function PlanForm({
  typeName,
  assetKind,
  onCancel,
  onPlanned,
  onDirtyChange,
  error,
}: PlanFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const announce = useAnnounce();
  const blockedId = useId();
  const navigate = useNavigate();
  const path = useRoutePath();
  const [, planSurvey] = useMutation(planSurveyMutation);
  const assetFields = useNewAssetFields(assetKind);
  const surveyFields = useSurveyFields(assetKind).fields;
  const [source, setSource] = useState<AssetSource>('existing');
  const [asset, setAsset] = useState<ChosenAsset | null>(null);
  const [assetMissing, setAssetMissing] = useState(false);
  const assetForm = useResourceForm(assetFields, newValues(assetFields), 'submit');
  const [surveyInitial] = useState(() => newValues(surveyFields));
  const surveyForm = useResourceForm(surveyFields, surveyInitial, 'submit');
  // Asked afresh each time the dialog opens: another manager may have planned meanwhile.
  const [proposal] = useQuery({ query: nextSurveyNumberQuery, requestPolicy: 'network-only' });
  const proposedNumber = proposal.data?.nextSurveyNumber ?? '';
  const [prefilled, setPrefilled] = useState(false);
  if (proposedNumber && !prefilled) {
    setPrefilled(true);
    // The proposal is where the form starts, not a change; what was typed before it stays.
    if (!surveyForm.dirty) surveyForm.reset({ ...surveyInitial, number: proposedNumber });
  }
  // What was typed or chosen; the radio alone changes nothing worth asking about.
  const dirty = asset !== null || assetForm.dirty || surveyForm.dirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const sourceField = useMemo<FormField>(
    () => ({
      name: 'asset_source',
      type: 'radio',
      label: t('surveys.plan.assetSource'),
      rules: [],
      options: [
        { value: 'existing', label: t('surveys.plan.existing') },
        { value: 'new', label: t('surveys.plan.new') },
      ],
      step: 0,
      createOnly: true,
    }),
    [t],
  );

  const assetValid = source === 'existing' ? asset !== null : assetForm.isValid();
  const assetLabel = t(assetKind === 'vessel' ? 'surveys.plan.vessel' : 'surveys.plan.property');
  /** Why Save is disabled: the fields still empty or wrong, by their labels. */
  const blocking = [
    ...(assetValid ? [] : [assetLabel]),
    ...surveyFields.filter((field) => !surveyForm.isValid([field])).map((field) => field.label),
  ];

  function next() {
    if (source === 'existing') {
      if (asset) setStep(1);
      else setAssetMissing(true);
      return;
    }
    if (assetForm.submit()) setStep(1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 0) {
      next();
      return;
    }
    if (sending || !surveyForm.submit() || !assetValid) return;
    setSending(true);
    error.clear();
    const newAsset = source === 'new' ? toInput(assetFields, assetForm.values) : null;
    const result = await planSurvey(
      {
        assetType: typeName,
        input: toInput(surveyFields, surveyForm.values),
        assetId: source === 'existing' ? (asset?.id ?? null) : null,
        property: assetKind === 'property' ? newAsset : null,
        vessel: assetKind === 'vessel' ? newAsset : null,
      },
      surveyTypenames,
    );
    setSending(false);
    const planned = result.data?.planSurvey;
    if (planned) {
      announce(t('surveys.plan.planned', { number: planned.number }));
      onPlanned();
      await navigate(path('surveyInformation', { survey: planned.id }));
      return;
    }
    if (result.error) {
      const fields = serverError(result.error)?.fields ?? {};
      assetForm.showServerFailures(fields);
      surveyForm.showServerFailures(fields);
      error.fail(result.error);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 1 }}>
          <Step>
            <StepLabel>
              {t(assetKind === 'vessel' ? 'surveys.plan.stepVessel' : 'surveys.plan.stepProperty')}
            </StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('surveys.plan.stepSurvey')}</StepLabel>
          </Step>
        </Stepper>
        {step === 0 ? (
          <>
            <ResourceFields
              fields={[sourceField]}
              values={{ asset_source: source }}
              messages={{}}
              onChange={(_, value) => setSource(value === 'new' ? 'new' : 'existing')}
              testId={testId}
            />
            {source === 'existing' ? (
              <AssetPicker
                assetKind={assetKind}
                value={asset}
                onChange={(chosen) => {
                  setAsset(chosen);
                  setAssetMissing(false);
                }}
                helperText={assetMissing ? translate({ key: 'validation.required' }) : undefined}
              />
            ) : (
              <ResourceFields
                fields={assetFields}
                values={assetForm.values}
                messages={assetForm.shown}
                onChange={assetForm.setValue}
                testId={`${testId}-asset`}
              />
            )}
          </>
        ) : (
          <ResourceFields
            fields={surveyFields}
            values={surveyForm.values}
            messages={surveyForm.shown}
            onChange={surveyForm.setValue}
            testId={testId}
            autoFocus
          />
        )}
        {error.message && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step > 0 && blocking.length > 0 && (
          <Typography
            id={blockedId}
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto' }}
            data-testid={`${testId}-blocked`}
          >
            {t('surveys.plan.saveBlocked', { fields: blocking.join(', ') })}
          </Typography>
        )}
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('resource.cancel')}
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(0)} data-testid={`${testId}-previous`}>
            {t('resource.previous')}
          </Button>
        )}
        {step === 0 ? (
          <Button type="submit" variant="contained" data-testid={`${testId}-next`}>
            {t('resource.next')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            loading={sending}
            disabled={blocking.length > 0}
            aria-describedby={blocking.length > 0 ? blockedId : undefined}
            data-testid={`${testId}-save`}
          >
            {t('resource.save')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/** Typing pauses this long before the assets are searched. */
const searchDelay = 250;

interface AssetPickerProps {
  assetKind: SurveyAssetKind;
  value: ChosenAsset | null;
  onChange: (asset: ChosenAsset | null) => void;
  helperText: string | undefined;
}

/**
 * An existing property or vessel, found as it is typed through the search index (an
 * organisation may hold a hundred thousand assets: they are not all sent to the browser).
 */
function AssetPicker({ assetKind, value, onChange, helperText }: AssetPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), searchDelay);
    return () => clearTimeout(timer);
  }, [text]);
  const index = assetKind === 'vessel' ? 'vessels' : 'assets';
  const [result] = useQuery({
    query: searchQuery,
    variables: { query, index },
    pause: query === '',
  });
  const options = useMemo<ChosenAsset[]>(() => {
    const section = result.data?.search[index];
    return (section?.hits ?? []).map((hit) => ({ id: hit.id, label: hit.adres }));
  }, [result.data, index]);
  const label = t(assetKind === 'vessel' ? 'surveys.plan.vessel' : 'surveys.plan.property');

  return (
    <Autocomplete<ChosenAsset>
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      options={query === '' ? [] : options}
      filterOptions={(shown) => shown}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={result.fetching}
      noOptionsText={t(
        query === ''
          ? assetKind === 'vessel'
            ? 'surveys.plan.typeToSearchVessel'
            : 'surveys.plan.typeToSearchProperty'
          : 'search.noResults',
      )}
      loadingText={t('app.loading')}
      renderOption={(props, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-asset-option`}>
          {option.label}
        </li>
      )}
      renderInput={(params) => (
        <FormControl
          fullWidth
          margin="normal"
          required
          error={helperText !== undefined}
          ref={params.slotProps.input.ref}
        >
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            id={params.id}
            label={label}
            inputProps={{ ...params.slotProps.htmlInput, 'data-testid': `${testId}-asset` }}
            endAdornment={params.slotProps.input.endAdornment}
            className={params.slotProps.input.className}
            onMouseDown={params.slotProps.input.onMouseDown}
          />
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
