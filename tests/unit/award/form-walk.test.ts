import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertReactionsSupported, walkForm } from '../../../plugins/award/shared/form-walk.ts';
import { resolveFragments } from '../../../plugins/award/server/services/award-forms.ts';

/** The server's walk of an award schema: conditional groups follow their reactions, computed ratios are recomputed. */
const load = (type: string) => resolveFragments(JSON.parse(fs.readFileSync(`schemas/award/${type}.v1.json`, 'utf8')));
const fields = (data: Record<string, unknown>, type: string) => walkForm(load(type), data, '2025-06-30').problems.map((p) => p.field);

describe('award form walk', () => {
  it('checks the curtain-wall group only for curtain walls and drops the hidden one', () => {
    const wall: any = { decoration: { decorationClass: 'curtain_wall', decorationArea: 500, indoorEnvTest: { agency: 'x' } } };
    const wallProblems = fields(wall, 'decorationQualityAward');
    expect(wallProblems).toEqual(expect.arrayContaining(['decoration.curtainWallArea', 'decoration.cwPerformanceTest.airTightness']));
    expect(wallProblems.some((f) => f.startsWith('decoration.indoorEnvTest'))).toBe(false);
    // hidden values never reach the stored data
    expect(wall.decoration.decorationArea).toBeUndefined();
    expect(wall.decoration.indoorEnvTest).toBeUndefined();

    const interior: any = { decoration: { decorationClass: 'public', curtainWallArea: 2000 } };
    const interiorProblems = fields(interior, 'decorationQualityAward');
    expect(interiorProblems).toEqual(expect.arrayContaining(['decoration.indoorEnvTest.agency']));
    expect(interiorProblems).not.toContain('decoration.curtainWallArea');
    expect(interior.decoration.curtainWallArea).toBeUndefined();
  });

  it('asks for the acceptance records of a green acceptance only', () => {
    expect(fields({ green: { phase: 'registration' } }, 'greenconstructionaward')).not.toContain('acceptance.selfAssessments');
    expect(fields({ green: { phase: 'acceptance' } }, 'greenconstructionaward')).toEqual(
      expect.arrayContaining(['acceptance.selfAssessments', 'green.registrationNo']),
    );
  });

  it('recomputes ratios, checks table rows and sibling dates', () => {
    const data: any = {
      finance: [{ year: 2024, totalAssets: 200, totalLiabilities: 50, debtRatio: 99, smuggled: 'x' }],
      business: { website: 'ftp://x' },
      notInTheForm: { a: 1 },
    };
    const problems = walkForm(load('creditregistrationaward'), data, '2025-06-30').problems;
    expect(data.finance[0].debtRatio).toBe(25);
    expect(data.notInTheForm).toBeUndefined();
    expect(data.finance[0].smuggled).toBeUndefined();
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(['finance', 'business.website', 'principals']));
    expect(problems.find((p) => p.field === 'finance')?.key).toBe('server:schema.minItems');
    const track: any = { track: [{ startDate: '2024-05-01', completionDate: '2024-04-01' }] };
    const tp = walkForm(load('creditregistrationaward'), track, '2025-06-30').problems;
    expect(tp.find((p) => p.field === 'track.0.completionDate')?.key).toBe('common:validation.dateNotBefore');
    expect(tp.find((p) => p.field === 'track.0.projectName')?.label).toBe('award:f.trackProject');
  });

  it('every award schema resolves and uses only reactions the server follows', () => {
    for (const file of fs.readdirSync('schemas/award').filter((f) => /\.v\d+\.json$/.test(f) && !f.startsWith('registration'))) {
      const schema = resolveFragments(JSON.parse(fs.readFileSync(`schemas/award/${file}`, 'utf8')));
      expect(JSON.stringify(schema)).not.toContain('$fragment');
      assertReactionsSupported(schema);
      expect(() => walkForm(schema, {}, '2025-06-30')).not.toThrow();
    }
    expect(() => assertReactionsSupported({ 'x-reactions': { fulfill: { state: { visible: '{{window.alert(1)}}' } } } })).toThrow(
      /unsupported/,
    );
  });
});
