import { recordKey } from '@vezel/domain/surveys/plan-drawings';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordMap, recordOf, type DrawnElement } from './drawing-model';
import type { DrawingLook } from './PlanElements';
import type { DrawingFrame } from './use-plan-drawing';

/**
 * What the elements are drawn and named with, from the drawing's frame: its symbol types,
 * patterns and records by id, one pin symbol per distinct markup, and each element's name.
 * A refetch that changes none of them leaves them alone, and so every drawn element.
 */
export function useDrawingLook(frame: DrawingFrame | null) {
  const { t } = useTranslation();
  const types = useMemo(
    () => new Map((frame?.symbol_types ?? []).map((type) => [type.id, type])),
    [frame?.symbol_types],
  );
  const records = useMemo(() => recordMap(frame?.records ?? []), [frame?.records]);
  const patterns = useMemo(
    () => new Map((frame?.patterns ?? []).map((pattern) => [pattern.id, pattern])),
    [frame?.patterns],
  );
  // Records share a pin symbol per distinct markup.
  const { recordSymbols, recordSymbolIds } = useMemo(() => {
    const bySvg = new Map<string, string>();
    const ids = new Map<string, string>();
    for (const record of frame?.records ?? []) {
      let id = bySvg.get(record.svg);
      if (!id) {
        id = `plan-pin-${bySvg.size}`;
        bySvg.set(record.svg, id);
      }
      ids.set(recordKey(record.kind, record.id), id);
    }
    return {
      recordSymbols: new Map([...bySvg].map(([svg, id]) => [id, svg])),
      recordSymbolIds: ids,
    };
  }, [frame?.records]);

  const nameOf = useCallback(
    (element: Pick<DrawnElement, 'kind' | 'symbol_type_id' | 'record_id' | 'label'>) => {
      if (element.kind !== 'symbol') {
        const record = recordOf(records, element);
        // Two locations of one source share a number: what it is and where tells them apart.
        return record
          ? `${record.number} (${record.description || record.legend})`
          : t('surveyPlanDrawings.unknown');
      }
      const type = element.symbol_type_id ? types.get(element.symbol_type_id) : undefined;
      const name = type?.value ?? t('surveyPlanDrawings.unknown');
      return element.label ? `${name}: ${element.label}` : name;
    },
    [records, types, t],
  );
  const look = useMemo<DrawingLook>(
    () => ({ types, records, recordSymbolIds, nameOf }),
    [types, records, recordSymbolIds, nameOf],
  );
  return { types, records, patterns, recordSymbols, nameOf, look };
}
