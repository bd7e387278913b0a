import type { SessionUser } from '../session';

export type MenuItem = SessionUser['menus'][number];

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

function byOrder(a: MenuItem, b: MenuItem): number {
  return a.order - b.order || a.title.localeCompare(b.title, 'es');
}

/** Principal menus (parentId 0) with their children by parentId, each level ordered by `order`. */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const byParent = new Map<number, MenuItem[]>();
  for (const item of items) {
    const list = byParent.get(item.parentId) ?? [];
    list.push(item);
    byParent.set(item.parentId, list);
  }
  const build = (parentId: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((item) => !seen.has(item.id))
      .sort(byOrder)
      .map((item) => ({ item, children: build(item.id, new Set(seen).add(item.id)) }));
  return build(0, new Set([0]));
}

/** A menu URL as a router path: legacy values come as '#/empresas', 'empresas' or '/empresas'. */
export function menuHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim().replace(/^#!?/, '') ?? '';
  if (!trimmed || trimmed === '/') return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Every link below a node (the node's own first), for "is this group active" checks. */
export function nodeHrefs(node: MenuNode): string[] {
  const own = menuHref(node.item.url);
  return [...(own ? [own] : []), ...node.children.flatMap(nodeHrefs)];
}

export function isPathWithin(pathname: string, href: string): boolean {
  const path = href.split('?')[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The path without its trailing numeric segments: the route parameters of menu URLs such as /desarrollo/0/0 or /medicosadm/1. */
function screenOf(path: string): string {
  return path.split('?')[0]!.replace(/(\/\d+)+\/?$/, '') || '/';
}

/**
 * Whether the current path is the screen a menu entry opens: the same path, or the same screen
 * with other route parameters (/desarrollo/1/2 for the entry /desarrollo/0/0). A longer path is
 * another screen (/empresas/pagos_contrato is not /empresas).
 */
export function isSameScreen(pathname: string, href: string): boolean {
  return screenOf(pathname) === screenOf(href);
}
