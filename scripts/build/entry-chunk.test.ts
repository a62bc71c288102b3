import { describe, expect, it } from 'vitest';
import {
  chunkGroupName,
  entryChunkName,
  fieldLogicModule,
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
  // main → x; main ⇢ logic → x, y; checkout → y (checkout is lazy too).
  const logic = `/p${fieldLogicModule}`;
  const lazyGraph: Record<string, ModuleGraphInfo> = {
    main: { isEntry: true, importers: [] },
    x: { isEntry: false, importers: ['main', logic] },
    [logic]: { isEntry: false, importers: [] },
    y: { isEntry: false, importers: [logic, 'checkout'] },
    checkout: { isEntry: false, importers: [] },
  };
  it.each([
    [logic, 'field-logic'],
    ['y', 'field-logic'],
    // Also the first screen's: the higher-priority group takes it (variant-vite-config.ts).
    ['x', 'field-logic'],
    ['checkout', null],
    ['main', null],
  ])('%s goes to %s', (id, chunk) => {
    const name = lazyGroupChunkName({ name: 'field-logic', roots: [fieldLogicModule] });
    expect(name((moduleId) => lazyGraph[moduleId] ?? null)(id)).toBe(chunk);
  });

  // Two roots: pay ⇢ p → shared; services ⇢ s → shared; other ⇢ o.
  const twoRoots: Record<string, ModuleGraphInfo> = {
    '/p/pay.ts': { isEntry: false, importers: [] },
    '/p/services.ts': { isEntry: false, importers: [] },
    p: { isEntry: false, importers: ['/p/pay.ts'] },
    s: { isEntry: false, importers: ['/p/services.ts'] },
    shared: { isEntry: false, importers: ['p', 's'] },
    o: { isEntry: false, importers: ['other'] },
  };
  it.each([
    ['/p/pay.ts', 'checkout'],
    ['/p/services.ts', 'checkout'],
    ['p', 'checkout'],
    ['s', 'checkout'],
    ['shared', 'checkout'],
    ['o', null],
  ])('with two roots, %s goes to %s', (id, chunk) => {
    const name = lazyGroupChunkName({ name: 'checkout', roots: ['/pay.ts', '/services.ts'] });
    expect(name((moduleId) => twoRoots[moduleId] ?? null)(id)).toBe(chunk);
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
