import { describe, expect, it } from 'vitest';
import { generatedPathOf, HAND_IN_MAX_FILES, planHandIn, type PickedFile } from '../../../plugins/tools/client/pages/gen/hand-in.ts';

/** The hand-in screen's matching of picked files to the generated paths (a zip of the plugin, the project, a folder, single files). */
const GENERATED = [
  'plugins/demo/server/index.ts',
  'plugins/demo/server/routes/notice.ts',
  'plugins/demo/shared/notice.ts',
  'locales/en/demo.json',
  'locales/zh-CN/demo.json',
];
const file = (path: string, size = 10): PickedFile => ({ path, size, read: async () => path });

describe('hand-in matching', () => {
  it('finds the generated file a zip or folder path stands for', () => {
    expect(generatedPathOf('demo/server/routes/notice.ts', GENERATED)).toEqual({ path: 'plugins/demo/server/routes/notice.ts' });
    expect(generatedPathOf('zhuxie/plugins/demo/shared/notice.ts', GENERATED)).toEqual({ path: 'plugins/demo/shared/notice.ts' });
    expect(generatedPathOf('.\\locales\\en\\demo.json', GENERATED)).toEqual({ path: 'locales/en/demo.json' });
    expect(generatedPathOf('notice.ts', GENERATED)).toEqual({ reason: 'ambiguous' });
    expect(generatedPathOf('demo/README.md', GENERATED)).toEqual({ reason: 'notGenerated' });
    // a name that only ends like a generated one is none
    expect(generatedPathOf('mydemo/server/index.ts', GENERATED)).toEqual({ reason: 'notGenerated' });
  });

  it('takes each generated file once, within the bounds, and says why the others are left', () => {
    const plan = planHandIn(
      [file('demo/server/index.ts'), file('zhuxie/plugins/demo/server/index.ts'), file('demo/shared/notice.ts', 3_000_000), file('x.txt')],
      GENERATED,
    );
    expect(plan.taken.map((f) => f.path)).toEqual(['plugins/demo/server/index.ts']);
    expect(plan.refused).toEqual([
      { picked: 'zhuxie/plugins/demo/server/index.ts', reason: 'twice' },
      { picked: 'demo/shared/notice.ts', reason: 'tooLarge' },
      { picked: 'x.txt', reason: 'notGenerated' },
    ]);
    const many = Array.from({ length: HAND_IN_MAX_FILES + 1 }, (_, i) => `f${i}.ts`);
    const bounded = planHandIn(
      many.map((p) => file(p)),
      many,
    );
    expect(bounded.taken).toHaveLength(HAND_IN_MAX_FILES);
    expect(bounded.refused).toEqual([{ picked: `f${HAND_IN_MAX_FILES}.ts`, reason: 'tooMany' }]);
  });
});
