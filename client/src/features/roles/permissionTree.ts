/**
 * The permission tree of the role form: systems (groups) → pages → actions. Pure functions:
 * - a node's checkbox is checked when every permission below it (and itself, unless a group)
 *   is selected, indeterminate when some are;
 * - ticking a node selects its whole subtree and the pages above it (an action without its
 *   page would be useless: the page could not be opened);
 * - unticking a node removes its whole subtree (a page's actions go with it).
 */
export interface PermNode {
  name: string;
  title: string;
  /** 'group', 'page' or 'action'. */
  kind: string;
  children?: PermNode[] | null;
}

export type CheckState = boolean | 'indeterminate';

const isGroup = (n: PermNode) => n.kind === 'group';

/** Permission names in a node's subtree (itself included unless it is a group). */
export function namesIn(node: PermNode): string[] {
  const out: string[] = [];
  const walk = (n: PermNode) => {
    if (!isGroup(n)) out.push(n.name);
    n.children?.forEach(walk);
  };
  walk(node);
  return out;
}

/** All permission names of the tree. */
export function allNames(tree: readonly PermNode[]): string[] {
  return tree.flatMap(namesIn);
}

/** Name → the non-group nodes above it. */
export function ancestorsByName(tree: readonly PermNode[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const walk = (n: PermNode, above: string[]) => {
    map.set(n.name, above);
    const next = isGroup(n) ? above : [...above, n.name];
    n.children?.forEach((c) => walk(c, next));
  };
  tree.forEach((n) => walk(n, []));
  return map;
}

export function stateOf(names: readonly string[], selected: ReadonlySet<string>): CheckState {
  if (names.length === 0) return false;
  const count = names.filter((n) => selected.has(n)).length;
  return count === 0 ? false : count === names.length ? true : 'indeterminate';
}

export function nodeState(node: PermNode, selected: ReadonlySet<string>): CheckState {
  return stateOf(namesIn(node), selected);
}

/** The selection after ticking (`on`) or unticking a node. */
export function toggle(node: PermNode, on: boolean, selected: ReadonlySet<string>, ancestors: Map<string, string[]>): Set<string> {
  const next = new Set(selected);
  const names = namesIn(node);
  if (on) {
    for (const n of names) next.add(n);
    for (const a of ancestors.get(node.name) ?? []) next.add(a);
  } else {
    for (const n of names) next.delete(n);
  }
  return next;
}

/** Selected names in tree order, then any the tree does not know (kept, so saving loses nothing). */
export function ordered(tree: readonly PermNode[], selected: ReadonlySet<string>): string[] {
  const known = allNames(tree);
  const knownSet = new Set(known);
  return [...known.filter((n) => selected.has(n)), ...[...selected].filter((n) => !knownSet.has(n)).sort()];
}
