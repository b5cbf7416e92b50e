import { describe, expect, it } from 'vitest';
import { isItemListKey } from '../rules/lookup-lists';
import { isVisible } from '../resources/visibility';
import {
  pchmFinding,
  surveySampleResource,
  surveySourceLocationResource,
  surveySourceResource,
  surveyVscpEntryResource,
} from './sources';

const declarations = [
  surveySourceResource,
  surveySourceLocationResource,
  surveySampleResource,
  surveyVscpEntryResource,
];

describe('survey source declarations', () => {
  it('name a lookup list of the variable set for every item field', () => {
    const lists = declarations.flatMap((declaration) =>
      declaration.fields.flatMap((field) => (field.type === 'item' ? [field.itemsOf] : [])),
    );
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.filter((list) => !isItemListKey(list ?? ''))).toEqual([]);
  });

  it('put the status fields of a source on its status tab', () => {
    expect(
      surveySourceResource.fields.filter((field) => 'tab' in field).map((field) => field.name),
    ).toEqual(['asbestos_status', 'treatment_status', 'advice', 'treatment_moment', 'risk_class']);
  });

  it('ask a VSCP entry for a reason only when it is potentially containing', () => {
    const reason = surveyVscpEntryResource.fields.find((field) => field.name === 'pchm_reason')!;
    expect(isVisible(reason, { finding: pchmFinding })).toBe(true);
    expect(isVisible(reason, { finding: 'contained' })).toBe(false);
  });
});
