/**
 * vitest 5 reaches for Map.groupBy (Node 21+) when it prints failures; on Node 20 the
 * report itself would crash and hide the failing test. Remove with the move to Node 22.
 */
declare global {
  interface MapConstructor {
    groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]>;
  }
}

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

export {};
