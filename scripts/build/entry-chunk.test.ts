import { describe, expect, it } from 'vitest';
import {
  chunkGroupName,
  entryChunkName,
  featureOf,
  lazyChunkGroups,
  lazyGroupChunkName,
  type ModuleGraphInfo,
} from './entry-chunk';

// main → a → b; main ⇢ lazy (import()) → c; c → b; cycle: a → d → a.
const graph: Record<string, ModuleGraphInfo> = {
  main: { isEntry: true, importers: [] },
  a: { isEntry: false, importers: ['main', 'd'] },
  b: { isEntry: false, importers: ['a', 'c'] },
  d: { isEntry: false, importers: ['a'] },
  lazy: { isEntry: false, importers: [] },
  c: { isEntry: false, importers: ['lazy'] },
};

describe('entryChunkName', () => {
  it.each([
    ['main', 'index'],
    ['a', 'index'],
    ['b', 'index'],
    ['d', 'index'],
    ['lazy', null],
    ['c', null],
    ['unknown', null],
  ])('%s goes to %s', (id, chunk) => {
    const name = entryChunkName((moduleId) => graph[moduleId] ?? null);
    expect(name(id)).toBe(chunk);
  });

  it('asks for each module once however often it is named', () => {
    const asked: string[] = [];
    const name = entryChunkName((moduleId) => {
      asked.push(moduleId);
      return graph[moduleId] ?? null;
    });
    for (const id of ['b', 'b', 'c', 'a', 'd']) name(id);
    expect(asked.sort()).toEqual(['a', 'b', 'c', 'd', 'lazy', 'main']);
  });
});

describe('a cycle on the way up', () => {
  // entry → A; A ↔ B. Asked about A first, an earlier walk called B unreachable while A was
  // still being decided, and kept that answer.
  const cycle: Record<string, ModuleGraphInfo> = {
    E: { isEntry: true, importers: [] },
    A: { isEntry: false, importers: ['B', 'E'] },
    B: { isEntry: false, importers: ['A'] },
    L: { isEntry: false, importers: [] },
    C: { isEntry: false, importers: ['L', 'D'] },
    D: { isEntry: false, importers: ['C'] },
  };
  it.each([
    [
      ['A', 'B'],
      ['index', 'index'],
    ],
    [
      ['B', 'A'],
      ['index', 'index'],
    ],
    [
      ['C', 'D', 'A'],
      [null, null, 'index'],
    ],
  ])('asked in the order %j: %j', (order, expected) => {
    const name = entryChunkName((moduleId) => cycle[moduleId] ?? null);
    expect(order.map((id) => name(id))).toEqual(expected);
  });
});

describe('lazyGroupChunkName', () => {
  // main → x; main ⇢ logic door → y → x, z; checkout door ⇢ … → pay → logic door, z, w.
  const logic = '/p/src/features/field-logic/index.ts';
  const logicInside = '/p/src/features/field-logic/state/checks.ts';
  const pay = '/p/src/features/checkout/state/pay.ts';
  const lazyGraph: Record<string, ModuleGraphInfo> = {
    main: { isEntry: true, importers: [] },
    x: { isEntry: false, importers: ['main', logicInside] },
    [logic]: { isEntry: false, importers: [pay] },
    [logicInside]: { isEntry: false, importers: [logic] },
    z: { isEntry: false, importers: [logicInside, pay] },
    w: { isEntry: false, importers: [pay] },
    '/p/src/features/checkout/index.ts': { isEntry: false, importers: [] },
    [pay]: { isEntry: false, importers: ['/p/src/features/checkout/index.ts'] },
  };
  const logicGroup = { name: 'field-logic', folders: ['field-logic'] };
  const checkoutGroup = { name: 'checkout', folders: ['checkout'] };
  it.each([
    [logic, logicGroup, 'field-logic'],
    [logicInside, logicGroup, 'field-logic'],
    ['z', logicGroup, 'field-logic'],
    // Also the first screen's: the higher-priority group takes it (variant-vite-config.ts).
    ['x', logicGroup, 'field-logic'],
    [pay, logicGroup, null],
    ['main', logicGroup, null],
    [pay, checkoutGroup, 'checkout'],
    ['w', checkoutGroup, 'checkout'],
    // Shared with the field logic: both claim it, the catalogue's order decides.
    ['z', checkoutGroup, 'checkout'],
    // The checkout imports the field logic's door, but its modules are the field logic's chunk.
    [logic, checkoutGroup, null],
    [logicInside, checkoutGroup, null],
  ])('%s goes to %s', (id, group, chunk) => {
    expect(lazyGroupChunkName(group)((moduleId) => lazyGraph[moduleId] ?? null)(id)).toBe(chunk);
  });

  it('takes the modules of every folder of a group', () => {
    const name = lazyGroupChunkName({ name: 'field-logic', folders: ['field-logic', 'form-feedback'] });
    const feedback = '/p/src/features/form-feedback/index.ts';
    expect(name((id) => (id === feedback ? { isEntry: false, importers: [] } : null))(feedback)).toBe(
      'field-logic',
    );
  });
});

describe('featureOf', () => {
  it.each([
    ['/p/src/features/saved-cards/ui/list.tsx', 'saved-cards'],
    ['/p/src/features/saved-cards/index.ts', 'saved-cards'],
    ['/p/src/features/catalogue.ts', undefined],
    ['/p/src/state/stores.ts', undefined],
  ])('%s is in %s', (id, feature) => expect(featureOf(id)).toBe(feature));
});

describe('lazyChunkGroups', () => {
  const catalogue = {
    a: { from: 'start-up' },
    b: { from: 'payment-panel', chunk: 'a' },
    c: { from: 'payment-panel' },
  };
  it('draws one chunk per feature, in the catalogue’s order, joining a feature to the chunk it names', () => {
    expect(lazyChunkGroups(['c', 'b', 'a'], catalogue)).toEqual([
      { name: 'a', folders: ['a', 'b'] },
      { name: 'c', folders: ['c'] },
    ]);
  });
  it.each([
    [['a', 'b', 'c', 'd'], /src\/features\/d\/ is not in src\/features\/catalogue\.ts/],
    [['a', 'b'], /lists "c", which has no folder/],
  ])('names what is missing: folders %j', (folders, message) => {
    expect(() => lazyChunkGroups(folders, catalogue)).toThrow(message);
  });
});

describe('chunkGroupName', () => {
  it('keeps one memo per chunking pass', () => {
    const name = chunkGroupName(entryChunkName);
    const first = { getModuleInfo: (id: string) => graph[id] ?? null };
    // A second pass where "c" became a static import of the entry.
    const second = {
      getModuleInfo: (id: string) =>
        id === 'c' ? { isEntry: false, importers: ['main'] } : (graph[id] ?? null),
    };
    expect(name('c', first)).toBeNull();
    expect(name('c', second)).toBe('index');
  });
});
