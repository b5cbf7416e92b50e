import type {
  PlanElementChange,
  PlanGeometry,
  PlanPoint,
} from '@vezel/domain/surveys/plan-drawings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type CombinedError, type OperationResult } from 'urql';
import type { ResultOf } from '../../graphql/graphql';
import { useServerErrorText } from '../../app/messages';
import {
  changeBetween,
  emptyHistory,
  forgetInHistory,
  keepUnchanged,
  mergeElements,
  pushStep,
  recreateInput,
  renameInHistory,
  withChange,
  type DrawingHistory,
  type DrawingStep,
  type DrawnElement,
  type NewElement,
} from './drawing-model';
import { firstPlanDrawing } from './prefetch';
import {
  createPlanElementMutation,
  deletePlanElementMutation,
  planDrawingQuery,
  updatePlanElementMutation,
  type PlanDrawingData,
  type PlanElementData,
} from './plan-drawing-operations';

/** How often an open drawing looks for others' changes while the page is visible. */
const refetchMs = 15_000;

/** The drawing without its elements: what changes seldom (types, records, the plan). */
export type DrawingFrame = Omit<PlanDrawingData, 'elements'>;

/** An element as the server gives it, its corners as pairs. */
const drawn = (element: PlanElementData): DrawnElement => ({
  ...element,
  points: element.points?.map(([x, y]): PlanPoint => [x ?? 0, y ?? 0]) ?? null,
});

const frameOf = ({ elements: _elements, ...frame }: PlanDrawingData): DrawingFrame => frame;

export interface PlanDrawingState {
  frame: DrawingFrame | null;
  /** A plan of another organisation, or a record that is no plan. */
  missing: boolean;
  loadError: CombinedError | null;
  elements: readonly DrawnElement[];
  history: DrawingHistory;
  /** Writes on their way. */
  saving: boolean;
  /** Makes an element; its id, or null when refused (the reason is announced). */
  create: (input: NewElement, label: string) => Promise<string | null>;
  /** Saves an element's new geometry (one write), shown at once. */
  change: (id: string, after: PlanGeometry, label: string) => void;
  remove: (id: string, label: string) => Promise<boolean>;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  /** Keeps a refetch from touching an element while it is being dragged. */
  hold: (id: string) => void;
  release: (id: string) => void;
}

/**
 * A plan's drawing and its edits: loads it, refetches it while visible (merging others'
 * changes), and saves each finished edit as one write, one at a time and with the
 * element's version, keeping the undo history.
 */
export function usePlanDrawing(
  planId: string,
  /** An undone delete made an element anew: its new id. */
  onRenamed: (from: string, to: string) => void,
  /** Tells what a save did or why it was refused (the editor's status line). */
  announce: (message: string, severity?: 'info' | 'error') => void,
): PlanDrawingState {
  const client = useClient();
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [frame, setFrame] = useState<DrawingFrame | null>(null);
  const [missing, setMissing] = useState(false);
  const [loadError, setLoadError] = useState<CombinedError | null>(null);
  const [elements, setElements] = useState<readonly DrawnElement[]>([]);
  const [history, setHistory] = useState<DrawingHistory>(emptyHistory);
  const [saving, setSaving] = useState(0);
  const elementsRef = useRef<readonly DrawnElement[]>([]);
  const historyRef = useRef<DrawingHistory>(emptyHistory);
  // Elements with an edit on its way, by the number of edits.
  const pending = useRef(new Map<string, number>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const stepping = useRef(false);
  // Elements this screen deleted: their steps stay undoable when a refetch misses them.
  const removedHere = useRef(new Set<string>());
  // Writes answered so far, and the refetches sent and applied (by number): an answer sent
  // before a write finished shows what was stored before it, and is left alone.
  const writesDone = useRef(0);
  const refetchesSent = useRef(0);
  const refetchApplied = useRef(0);

  const applyElements = useCallback(
    (update: (list: readonly DrawnElement[]) => readonly DrawnElement[]) => {
      elementsRef.current = update(elementsRef.current);
      setElements(elementsRef.current);
    },
    [],
  );
  const applyHistory = useCallback((update: (history: DrawingHistory) => DrawingHistory) => {
    historyRef.current = update(historyRef.current);
    setHistory(historyRef.current);
  }, []);

  const hold = useCallback((id: string) => {
    pending.current.set(id, (pending.current.get(id) ?? 0) + 1);
  }, []);
  const release = useCallback((id: string) => {
    const count = (pending.current.get(id) ?? 1) - 1;
    if (count <= 0) pending.current.delete(id);
    else pending.current.set(id, count);
  }, []);

  const loaded = useRef(false);
  const receive = useCallback(
    (
      result: OperationResult<ResultOf<typeof planDrawingQuery>>,
      sent: { number: number; writesDone: number } = { number: 0, writesDone: 0 },
    ) => {
      if (loaded.current) {
        if (sent.number < refetchApplied.current || sent.writesDone !== writesDone.current) return;
      }
      refetchApplied.current = sent.number;
      if (result.error) {
        // A failed refetch keeps what is shown; only the first load shows the error.
        if (!loaded.current) setLoadError(result.error);
        return;
      }
      const data = result.data?.planDrawing;
      if (!data) {
        setMissing(true);
        return;
      }
      loaded.current = true;
      setLoadError(null);
      const next = frameOf(data);
      setFrame((previous) =>
        previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next,
      );
      const held = new Set(pending.current.keys());
      applyElements((list) =>
        keepUnchanged(list, mergeElements(list, data.elements.map(drawn), held)),
      );
      // Steps about elements someone else deleted can no longer be undone.
      const present = new Set(data.elements.map((element) => element.id));
      for (const step of [...historyRef.current.undo, ...historyRef.current.redo]) {
        if (
          step.type !== 'delete' &&
          !present.has(step.id) &&
          !held.has(step.id) &&
          !removedHere.current.has(step.id)
        ) {
          applyHistory((current) => forgetInHistory(current, step.id));
        }
      }
    },
    [applyElements, applyHistory],
  );
  const refetch = useCallback(() => {
    refetchesSent.current += 1;
    const sent = { number: refetchesSent.current, writesDone: writesDone.current };
    return client
      .query(planDrawingQuery, { planId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => receive(result, sent));
  }, [client, planId, receive]);

  // One hook per plan (the editor is keyed by it): loaded once, then refetched.
  useEffect(() => {
    void firstPlanDrawing(client, planId).then((result) => receive(result));
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, refetchMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, refetch, receive, planId]);

  /** Runs writes one after another, so each reads the version the one before left. */
  const serially = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    setSaving((count) => count + 1);
    const next = queue.current.then(task, task).finally(() => setSaving((count) => count - 1));
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const fail = useCallback(
    async (error: CombinedError | undefined) => {
      if (!error) return;
      announce(errorText(error), 'error');
      // Whatever was refused (a stale version, a closed survey), the screen shows what is
      // stored, others' changes included.
      await refetch();
    },
    [announce, errorText, refetch],
  );

  const sendCreate = useCallback(
    (input: NewElement) =>
      serially(async () => {
        const result = await client
          .mutation(createPlanElementMutation, {
            planId,
            input: {
              kind: input.kind,
              symbol_type_id: input.symbol_type_id ?? null,
              record_id: input.record_id ?? null,
              x: input.x,
              y: input.y,
              rotation: input.rotation ?? null,
              scale_x: input.scale_x ?? null,
              scale_y: input.scale_y ?? null,
              size: input.size ?? null,
              points: input.points ?? null,
              pattern_id: input.pattern_id ?? null,
              color: input.color ?? null,
              label: input.label ?? null,
            },
          })
          .toPromise();
        writesDone.current += 1;
        const answer = result.data?.createPlanElement;
        if (!answer) {
          await fail(result.error);
          return null;
        }
        const made = drawn(answer);
        // A refetch answered meanwhile may have brought it already.
        applyElements((list) => [...list.filter((element) => element.id !== made.id), made]);
        return made;
      }),
    [client, planId, serially, fail, applyElements],
  );

  const sendUpdate = useCallback(
    (id: string, change: PlanElementChange) => {
      hold(id);
      return serially(async () => {
        const element = elementsRef.current.find((candidate) => candidate.id === id);
        if (!element) {
          release(id);
          return false;
        }
        const result = await client
          .mutation(updatePlanElementMutation, { id, version: element.version, input: change })
          .toPromise();
        writesDone.current += 1;
        release(id);
        const answer = result.data?.updatePlanElement;
        if (!answer) {
          await fail(result.error);
          return false;
        }
        const saved = drawn(answer);
        // A later edit of the same element may be on its way: keep what the screen shows.
        applyElements((list) =>
          list.map((candidate) =>
            candidate.id !== id
              ? candidate
              : pending.current.has(id)
                ? { ...candidate, version: saved.version }
                : saved,
          ),
        );
        return true;
      });
    },
    [client, serially, hold, release, fail, applyElements],
  );

  const sendDelete = useCallback(
    (id: string) => {
      hold(id);
      return serially(async () => {
        const element = elementsRef.current.find((candidate) => candidate.id === id);
        if (!element) {
          release(id);
          return null;
        }
        const result = await client
          .mutation(deletePlanElementMutation, { id, version: element.version })
          .toPromise();
        writesDone.current += 1;
        release(id);
        if (result.error || !result.data) {
          await fail(result.error);
          return null;
        }
        removedHere.current.add(id);
        applyElements((list) => list.filter((candidate) => candidate.id !== id));
        return element;
      });
    },
    [client, serially, hold, release, fail, applyElements],
  );

  const create = useCallback(
    async (input: NewElement, label: string) => {
      const made = await sendCreate(input);
      if (!made) return null;
      applyHistory((current) => pushStep(current, { type: 'create', id: made.id, input, label }));
      announce(t('surveyPlanDrawings.announce.placed', { name: label }));
      return made.id;
    },
    [sendCreate, applyHistory, announce, t],
  );

  const change = useCallback(
    (id: string, after: PlanGeometry, label: string) => {
      const current = elementsRef.current.find((candidate) => candidate.id === id);
      if (!current) return;
      const difference = changeBetween(current, after);
      if (!difference) return;
      applyElements((list) =>
        list.map((candidate) =>
          candidate.id === id ? withChange(candidate, difference.forward) : candidate,
        ),
      );
      // Only a saved edit can be undone: a refused one is gone from the screen already.
      void sendUpdate(id, difference.forward).then((saved) => {
        if (!saved) return;
        applyHistory((history) =>
          pushStep(history, {
            type: 'update',
            id,
            before: difference.back,
            after: difference.forward,
            label,
          }),
        );
      });
    },
    [applyElements, applyHistory, sendUpdate],
  );

  const remove = useCallback(
    async (id: string, label: string) => {
      const removed = await sendDelete(id);
      if (!removed) return false;
      applyHistory((current) =>
        pushStep(current, { type: 'delete', id, input: recreateInput(removed), label }),
      );
      announce(t('surveyPlanDrawings.announce.deleted', { name: label }));
      return true;
    },
    [sendDelete, applyHistory, announce, t],
  );

  /** Does a step (redo) or its opposite (undo); true when it was done. */
  const perform = useCallback(
    async (step: DrawingStep, direction: 'undo' | 'redo'): Promise<DrawingStep | null> => {
      const makes =
        (step.type === 'create' && direction === 'redo') ||
        (step.type === 'delete' && direction === 'undo');
      if (makes) {
        const made = await sendCreate(step.input);
        if (!made) return null;
        applyHistory((current) => renameInHistory(current, step.id, made.id));
        onRenamed(step.id, made.id);
        return { ...step, id: made.id };
      }
      if (step.type === 'update') {
        const change = direction === 'undo' ? step.before : step.after;
        applyElements((list) =>
          list.map((candidate) =>
            candidate.id === step.id ? withChange(candidate, change) : candidate,
          ),
        );
        return (await sendUpdate(step.id, change)) ? step : null;
      }
      return (await sendDelete(step.id)) ? step : null;
    },
    [sendCreate, sendUpdate, sendDelete, applyHistory, applyElements, onRenamed],
  );

  const travel = useCallback(
    async (direction: 'undo' | 'redo') => {
      if (stepping.current) return;
      stepping.current = true;
      try {
        // A save still on its way joins the history when it answers: wait for it, so that
        // undo takes back that edit and not the step before it.
        await queue.current;
        const from = direction === 'undo' ? 'undo' : 'redo';
        const index = historyRef.current[from].length - 1;
        const step = historyRef.current[from][index];
        if (!step) return;
        const done = await perform(step, direction);
        applyHistory((current) => {
          // Steps saved meanwhile come after it: take out this one.
          const rest = current[from].filter((_, position) => position !== index);
          if (!done) return { ...current, [from]: rest };
          return direction === 'undo'
            ? { undo: rest, redo: [...current.redo, done] }
            : { undo: [...current.undo, done], redo: rest };
        });
        if (done) {
          announce(
            t(
              direction === 'undo'
                ? 'surveyPlanDrawings.announce.undone'
                : 'surveyPlanDrawings.announce.redone',
              {
                name: step.label,
              },
            ),
          );
        }
      } finally {
        stepping.current = false;
      }
    },
    [perform, applyHistory, announce, t],
  );

  const undo = useCallback(() => travel('undo'), [travel]);
  const redo = useCallback(() => travel('redo'), [travel]);

  return {
    frame,
    missing,
    loadError,
    elements,
    history,
    saving: saving > 0,
    create,
    change,
    remove,
    undo,
    redo,
    hold,
    release,
  };
}
