import { describe, expect, it } from 'vitest';
import { requestedPlanFields } from './requestedPlanFields.ts';

describe('requestedPlanFields', () => {
  it('reads the plan and the country of a plan link', () => {
    expect(requestedPlanFields('?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy&utm=x')).toEqual({
      selectedPlan: 'PLAN_PRO_MONTHLY_V2',
      selectedTenant: 'italy',
    });
    expect(requestedPlanFields('?selectedTenant=france')).toEqual({ selectedTenant: 'france' });
  });

  it('drops a malformed plan or an unknown country, keeping the other', () => {
    expect(requestedPlanFields('?selectedPlan=a%20b&selectedTenant=uk')).toEqual({ selectedTenant: 'uk' });
    expect(requestedPlanFields('?selectedPlan=ES_PRO&selectedTenant=atlantis')).toEqual({
      selectedPlan: 'ES_PRO',
    });
    expect(requestedPlanFields('')).toEqual({});
  });
});
