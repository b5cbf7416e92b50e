import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  checkPlanGeometry,
  defaultAreaColor,
  isAreaShape,
  planDrawingOrder,
  type PlanFieldError,
  type PlanPoint,
  recordKey,
} from '@vezel/domain/surveys/plan-drawings';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslateMessage } from '../../app/messages';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { DragPreview } from './drag-preview';
import { PlanLegend, UnplacedRecords } from './DrawingLists';
import { DrawingToolbar, type DrawingStatus } from './DrawingToolbar';
import { ElementControls } from './ElementControls';
import {
  distinctCorners,
  elementFlags,
  elementSide,
  fitView,
  legendEntries,
  placeableRecords,
  rotateStep,
  polygonElement,
  round,
  zoomAt,
  type DrawnElement,
  type NewElement,
  type PlanRecord,
  type PlanView,
  type SymbolType,
} from './drawing-model';
import { PlanCanvas, type CanvasTool } from './PlanCanvas';
import { DrawingDefs, PlanElementsLayer } from './PlanElements';
import { SelectionHandles } from './SelectionHandles';
import { AreaFill, SymbolPalette } from './SymbolPalette';
import { useDrawingLook } from './use-drawing-look';
import { usePlanDrawing } from './use-plan-drawing';

/** What the next press on the plan does. */
type Tool =
  | { type: 'select' }
  | { type: 'symbol'; symbolType: SymbolType }
  | { type: 'record'; record: PlanRecord };

const readyMark = 'vezel:plan-drawing:ready';
const nudge = { small: 2, large: 20 };
/** The least size of a pin's number or a label on screen (px), whatever the zoom. */
const minTextPixels = 11;
/**
 * That size in plan units at a zoom, in steps of a fifth of a doubling: zooming redraws
 * the elements only now and then.
 */
const textSize = (zoom: number) => minTextPixels / 2 ** (Math.round(Math.log2(zoom) * 5) / 5);

/**
 * The drawing on one plan of a survey: the plan with its symbols, pins and areas, a palette
 * of the organisation's symbols, the records not yet on a plan, the legend, and the tools.
 * Read-only when the viewer may not draw (a closed survey).
 */
export function PlanDrawingEditor({ planId, backTo }: { planId: string; backTo: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  // What a save did, in the toolbar's status line: a message over the plan would cover it.
  const [status, setStatus] = useState<DrawingStatus | null>(null);
  const announce = useCallback((message: string, severity: 'info' | 'error' = 'info') => {
    setStatus((current) => ({ message, severity, count: (current?.count ?? 0) + 1 }));
  }, []);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // An undone delete gives the element a new id: it stays selected.
  const onRenamed = useCallback((from: string, to: string) => {
    setSelectedId((current) => (current === from ? to : current));
  }, []);
  const drawing = usePlanDrawing(planId, onRenamed, announce);
  const { frame, elements, history } = drawing;
  const editable = frame?.editable ?? false;
  const preview = useMemo(() => new DragPreview(), []);
  const [tool, setTool] = useState<Tool>({ type: 'select' });
  const [corners, setCorners] = useState<PlanPoint[]>([]);
  const [chosenFill, setFill] = useState<{ patternId?: string | null; color: string }>({
    color: defaultAreaColor,
  });
  // A new area's pattern: the one chosen (none is a choice too), else the first.
  const fill = {
    color: chosenFill.color,
    patternId:
      chosenFill.patternId === undefined ? (frame?.patterns[0]?.id ?? null) : chosenFill.patternId,
  };
  const [view, setView] = useState<PlanView>({ scale: 1, x: 0, y: 0 });
  const boxSize = useRef({ width: 0, height: 0 });
  const fitted = useRef(false);
  const marked = useRef(false);
  const nudged = useRef<DrawnElement | null>(null);

  const { types, records, patterns, recordSymbols, nameOf, look } = useDrawingLook(frame);
  const sorted = useMemo(() => planDrawingOrder(elements), [elements]);
  const selected = selectedId
    ? (sorted.find((element) => element.id === selectedId) ?? null)
    : null;
  const selectedFlags = selected ? elementFlags(selected, types) : null;

  const areaFills = useMemo(() => {
    const pairs = new Map<string, { pattern: string; color: string }>();
    for (const element of elements) {
      if (!element.pattern_id) continue;
      const color = element.color ?? defaultAreaColor;
      pairs.set(`${element.pattern_id}${color}`, { pattern: element.pattern_id, color });
    }
    return [...pairs.values()];
  }, [elements]);
  const legend = useMemo(
    () => legendEntries(elements, types, records, patterns),
    [elements, types, records, patterns],
  );
  const placeable = useMemo(
    () => placeableRecords(frame?.records ?? [], elements, planId),
    [frame?.records, elements, planId],
  );

  // The bench measures up to here: the first render with the elements in it.
  useEffect(() => {
    if (frame && !marked.current) {
      marked.current = true;
      performance.mark(readyMark);
    }
  }, [frame]);

  const planWidth = frame?.width ?? 0;
  const planHeight = frame?.height ?? 0;
  const onBoxSize = useCallback(
    (width: number, height: number) => {
      boxSize.current = { width, height };
      if (!fitted.current && planWidth > 0 && width > 0) {
        fitted.current = true;
        setView(fitView(planWidth, planHeight, width, height));
      }
    },
    [planWidth, planHeight, setView],
  );
  const fit = () => {
    if (frame)
      setView(fitView(frame.width, frame.height, boxSize.current.width, boxSize.current.height));
  };
  const zoomBy = (factor: number) =>
    setView((current) =>
      zoomAt(current, factor, [boxSize.current.width / 2, boxSize.current.height / 2]),
    );
  const viewCentre = (): PlanPoint => [
    round((boxSize.current.width / 2 - view.x) / view.scale),
    round((boxSize.current.height / 2 - view.y) / view.scale),
  ];

  const refuse = (problem: PlanFieldError) =>
    announce(translate({ key: problem.messageKey, values: problem.values }), 'error');

  /** Makes an element after the domain's check (the server checks again), and selects it. */
  const make = async (input: NewElement, label: string) => {
    const flags = elementFlags(
      { kind: input.kind, symbol_type_id: input.symbol_type_id ?? null },
      types,
    );
    const problem = checkPlanGeometry(flags, input, null)[0];
    if (problem) {
      refuse(problem);
      return;
    }
    const id = await drawing.create(input, label);
    if (id) setSelectedId(id);
  };

  /** Saves a finished edit of an element, after the domain's check. */
  const commit = useCallback(
    (after: DrawnElement) => {
      const before = elements.find((element) => element.id === after.id);
      if (!before) return;
      const problem = checkPlanGeometry(elementFlags(before, types), after, before)[0];
      if (problem) {
        refuse(problem);
        return;
      }
      drawing.change(after.id, after, nameOf(before));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [elements, types, drawing.change, nameOf],
  );

  const chooseType = (symbolType: SymbolType | null) => {
    setCorners([]);
    setTool(symbolType ? { type: 'symbol', symbolType } : { type: 'select' });
  };
  const chooseRecord = (record: PlanRecord) => {
    setCorners([]);
    setTool((current) =>
      current.type === 'record' &&
      current.record.id === record.id &&
      current.record.kind === record.kind
        ? { type: 'select' }
        : { type: 'record', record },
    );
  };

  /** The shape being drawn, made of its corners; refused, its corners stay to go on with. */
  const finishCorners = (points: readonly PlanPoint[]) => {
    if (tool.type !== 'symbol') return;
    const type = tool.symbolType;
    const input: NewElement = {
      kind: 'symbol',
      symbol_type_id: type.id,
      ...polygonElement(distinctCorners(points)),
      pattern_id: type.is_area ? fill.patternId : null,
      color: fill.color,
    };
    const problem = checkPlanGeometry(
      elementFlags({ kind: input.kind, symbol_type_id: type.id }, types),
      input,
      null,
    )[0];
    if (problem) {
      refuse(problem);
      return;
    }
    setCorners([]);
    setTool({ type: 'select' });
    void make(input, type.value);
  };

  const placeAt = (point: PlanPoint) => {
    if (tool.type === 'record') {
      const record = tool.record;
      setTool({ type: 'select' });
      void make(
        { kind: record.kind as NewElement['kind'], record_id: record.id, x: point[0], y: point[1] },
        record.number,
      );
    } else if (tool.type === 'symbol') {
      const type = tool.symbolType;
      if (type.is_poly) {
        setCorners((current) => [...current, point]);
        return;
      }
      setTool({ type: 'select' });
      void make(
        {
          kind: 'symbol',
          symbol_type_id: type.id,
          x: point[0],
          y: point[1],
          size: type.has_size ? type.default_size : null,
        },
        type.value,
      );
    }
  };

  const removeSelected = () => {
    if (!selected || !editable) return;
    const name = nameOf(selected);
    setSelectedId(null);
    void drawing.remove(selected.id, name);
  };
  const rotateSelected = (degrees: number) => {
    if (!selected || !selectedFlags?.rotate || !editable) return;
    commit({ ...selected, rotation: (((selected.rotation + degrees) % 360) + 360) % 360 });
  };

  const step = (direction: 1 | -1) => {
    if (sorted.length === 0) return false;
    const index = selected ? sorted.indexOf(selected) : -1;
    const next = index + direction;
    if (next < 0 || next >= sorted.length) {
      setSelectedId(null);
      return index === -1 ? false : direction === -1;
    }
    setSelectedId(sorted[next]!.id);
    return true;
  };

  const onCanvasKey = (event: ReactKeyboardEvent<SVGSVGElement>) => {
    const key = event.key;
    if (key === 'Tab') {
      if (step(event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    if (key.startsWith('Arrow')) {
      event.preventDefault();
      const distance = event.shiftKey ? nudge.large : nudge.small;
      const dx = key === 'ArrowLeft' ? -distance : key === 'ArrowRight' ? distance : 0;
      const dy = key === 'ArrowUp' ? -distance : key === 'ArrowDown' ? distance : 0;
      if (selected && editable && selectedFlags?.move) {
        if (nudged.current && nudged.current.id !== selected.id) finishNudge();
        const base = nudged.current ?? selected;
        if (!nudged.current) drawing.hold(selected.id);
        nudged.current = { ...base, x: round(base.x + dx), y: round(base.y + dy) };
        preview.set(nudged.current);
      } else if (!selected) {
        setView((current) => ({ ...current, x: current.x - dx * 20, y: current.y - dy * 20 }));
      }
      return;
    }
    if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      removeSelected();
    } else if (key === 'Escape') {
      if (tool.type !== 'select' || corners.length > 0) {
        setCorners([]);
        setTool({ type: 'select' });
      } else setSelectedId(null);
    } else if (key === 'Enter') {
      event.preventDefault();
      if (tool.type === 'symbol' && tool.symbolType.is_poly) finishCorners(corners);
      else if (tool.type !== 'select') placeAt(viewCentre());
    } else if (key === '+' || key === '=') zoomBy(1.25);
    else if (key === '-') zoomBy(0.8);
    else if (key === '0') fit();
    else if (key === 'r' || key === 'R') rotateSelected(key === 'r' ? rotateStep : -rotateStep);
  };
  /** Saves a move by the keys: when the key is let go, the focus leaves, or the selection changes. */
  const finishNudge = useCallback(() => {
    const moved = nudged.current;
    if (!moved) return;
    nudged.current = null;
    preview.set(null);
    drawing.release(moved.id);
    commit(moved);
  }, [preview, drawing, commit]);
  const finishNudgeRef = useRef(finishNudge);
  useEffect(() => {
    finishNudgeRef.current = finishNudge;
  });
  useEffect(() => finishNudgeRef.current(), [selectedId]);
  const onCanvasKeyUp = (event: ReactKeyboardEvent<SVGSVGElement>) => {
    // One write per move, not per key repeat.
    if (event.key.startsWith('Arrow')) finishNudge();
  };
  const onEditorKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [role="combobox"], [role="listbox"]')) return;
    if (!(event.ctrlKey || event.metaKey) || !editable) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      void (key === 'y' || event.shiftKey ? drawing.redo() : drawing.undo());
    }
  };

  const elementById = useCallback(
    (id: string) => {
      const element = elements.find((candidate) => candidate.id === id);
      return element ? { element, flags: elementFlags(element, types) } : null;
    },
    [elements, types],
  );

  if (drawing.loadError)
    return <ServerErrorAlert error={drawing.loadError} testId="plan-drawing-error" />;
  if (drawing.missing) {
    return (
      <Alert severity="warning" data-testid="plan-drawing-missing">
        {t('surveyPlanDrawings.notFound')}
      </Alert>
    );
  }
  if (!frame) return <PageLoader />;

  const heading = frame.floor_name ? `${frame.title} (${frame.floor_name})` : frame.title;
  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('surveyPlanDrawings.back')}
    </Button>
  );
  if (!frame.image) {
    return (
      <Box>
        {back}
        <Typography variant="h5" component="h2">
          {t('surveyPlanDrawings.title', { title: heading })}
        </Typography>
        <Alert severity="info" sx={{ mt: 2 }} data-testid="plan-drawing-no-preview">
          {t('surveyPlanDrawings.noPreview')}
        </Alert>
      </Box>
    );
  }

  const canvasTool: CanvasTool =
    tool.type === 'select'
      ? 'select'
      : tool.type === 'symbol' && tool.symbolType.is_poly
        ? 'corners'
        : 'place';
  const toolName =
    tool.type === 'symbol'
      ? tool.symbolType.value
      : tool.type === 'record'
        ? tool.record.number
        : '';
  const hint =
    canvasTool === 'corners'
      ? t('surveyPlanDrawings.hint.corners', { name: toolName })
      : canvasTool === 'place'
        ? t('surveyPlanDrawings.hint.place', { name: toolName })
        : selected
          ? t('surveyPlanDrawings.hint.selected', { name: nameOf(selected) })
          : editable
            ? t('surveyPlanDrawings.hint.none')
            : '';
  const areaTool = tool.type === 'symbol' && tool.symbolType.is_area;
  const selectedType = selected?.symbol_type_id ? types.get(selected.symbol_type_id) : undefined;
  const selectedIsArea =
    !!selected?.points && selected.points.length > 0 && isAreaShape(selected, selectedType);

  return (
    <Box
      onKeyDown={onEditorKey}
      data-testid="plan-drawing-editor"
      data-saving={drawing.saving ? 'true' : undefined}
    >
      {back}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('surveyPlanDrawings.title', { title: heading })}
      </Typography>
      {!editable && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="plan-drawing-read-only">
          {t('surveyPlanDrawings.readOnly')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            lg: editable ? '190px minmax(0, 1fr) 300px' : 'minmax(0, 1fr) 300px',
          },
          alignItems: 'start',
        }}
      >
        {editable && (
          <Box>
            <SymbolPalette
              types={frame.symbol_types.filter((type) => type.active)}
              chosen={tool.type === 'symbol' ? tool.symbolType.id : null}
              onChoose={chooseType}
            />
            {areaTool && (
              <AreaFill
                key={fill.color}
                patterns={frame.patterns}
                patternId={fill.patternId}
                color={fill.color}
                onChange={(next) => setFill(next)}
              />
            )}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <DrawingToolbar
            editable={editable}
            saving={drawing.saving}
            status={status}
            undo={history.undo.at(-1)?.label ?? null}
            redo={history.redo.at(-1)?.label ?? null}
            onUndo={() => void drawing.undo()}
            onRedo={() => void drawing.redo()}
            onZoom={zoomBy}
            onFit={fit}
            shape={
              canvasTool === 'corners'
                ? {
                    complete: distinctCorners(corners).length >= (areaTool ? 3 : 2),
                    onFinish: () => finishCorners(corners),
                    onCancel: () => chooseType(null),
                  }
                : null
            }
            selection={
              editable && selected
                ? {
                    rotatable: selectedFlags?.rotate ?? false,
                    onRotate: rotateSelected,
                    onDelete: removeSelected,
                  }
                : null
            }
          />
          {editable && selected && (
            <ElementControls
              element={selected}
              labelled={selected.kind === 'symbol'}
              sized={
                selectedType?.has_size ? { size: selected.size ?? selectedType.default_size } : null
              }
              area={selectedIsArea}
              patterns={frame.patterns}
              areaColor={selected.color ?? defaultAreaColor}
              onChange={commit}
            />
          )}
          <Typography
            role="status"
            variant="body2"
            sx={{ mb: 1, minHeight: '1.5em' }}
            data-testid="plan-drawing-hint"
          >
            {hint}
          </Typography>
          <PlanCanvas
            width={frame.width}
            height={frame.height}
            imageUrl={frame.image.url}
            label={t('surveyPlanDrawings.drawingLabel', { title: heading })}
            describedBy="plan-drawing-keys"
            tool={editable ? canvasTool : 'select'}
            editable={editable}
            view={view}
            onView={setView}
            onBoxSize={onBoxSize}
            elementById={elementById}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onPoint={placeAt}
            onFinish={() => finishCorners(corners)}
            onCommit={commit}
            hold={drawing.hold}
            release={drawing.release}
            preview={preview}
            onKeyDown={onCanvasKey}
            onKeyUp={onCanvasKeyUp}
            onBlur={finishNudge}
            corners={corners}
            defs={
              <DrawingDefs
                types={frame.symbol_types}
                recordSymbols={recordSymbols}
                areaFills={areaFills}
                patterns={patterns}
              />
            }
          >
            <PlanElementsLayer
              elements={sorted}
              look={look}
              preview={preview}
              selectedId={selected?.id ?? null}
              minFontSize={textSize(view.scale)}
            />
            {editable && selected && selectedFlags && (
              <SelectionHandles
                element={selected}
                flags={selectedFlags}
                side={elementSide(selected, types, records)}
                zoom={view.scale}
                preview={preview}
                rotateLabel={t('surveyPlanDrawings.rotateHandle')}
                scaleLabel={t('surveyPlanDrawings.scaleHandle')}
              />
            )}
          </PlanCanvas>
          <Typography id="plan-drawing-keys" variant="caption" color="text.secondary" component="p">
            {t(editable ? 'surveyPlanDrawings.keys' : 'surveyPlanDrawings.keysReadOnly')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {/* A closed survey's records can be placed no more: no list of what is left. */}
          {editable && (
            <UnplacedRecords
              placeable={placeable}
              placing={tool.type === 'record' ? recordKey(tool.record.kind, tool.record.id) : null}
              onPlace={chooseRecord}
            />
          )}
          <PlanLegend entries={legend} />
        </Box>
      </Box>
    </Box>
  );
}
