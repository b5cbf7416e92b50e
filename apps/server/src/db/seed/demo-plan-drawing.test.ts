import { checkPlanGeometry, pinFlags } from '@vezel/domain/surveys/plan-drawings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStore } from '../../files/storage';
import { loadPlanDrawing } from '../../modules/survey-plan-drawings/load';
import { demoPlanId } from '../../testing/report-fixtures';
import { organisationOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the demo plan drawing of 2026-0001', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has a pin for every record, and only elements the editor accepts', async () => {
    const organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
    const planId = await demoPlanId(app, organisationId);
    const model = await loadPlanDrawing(
      app.database.db,
      organisationId,
      planId,
      'nl',
      fileStore(app.config.dataDir),
    );
    expect(model?.image_file_id).not.toBeNull();
    expect(model!.records.map((record) => [record.number, record.placed_on])).toEqual(
      ['B01', 'B02', 'B03', 'M01', 'M02', 'M03', 'AR01'].map((number) => [number, [planId]]),
    );
    const types = new Map(model!.symbol_types.map((type) => [type.id, type]));
    expect(
      model!.elements
        .filter((element) => element.kind === 'symbol')
        .map((element) => types.get(element.symbol_type_id!)?.value),
    ).toEqual(['Vlak', 'Pijl', 'Noordpijl']);
    for (const element of model!.elements) {
      const flags =
        element.kind === 'symbol' ? types.get(element.symbol_type_id!)!.flags : pinFlags;
      const geometry = {
        ...element,
        pattern_id: element.pattern_id === null ? null : String(element.pattern_id),
      };
      expect(checkPlanGeometry(flags, geometry, null), `element ${element.id}`).toEqual([]);
      expect(element.x).toBeGreaterThan(0);
      expect(element.x).toBeLessThan(model!.width);
      expect(element.y).toBeGreaterThan(0);
      expect(element.y).toBeLessThan(model!.height);
    }
  });
});
