/** Paths the router serves; filled by the router at start, read by menus that must not offer dead links. */
const registered = new Set<string>();

export function markRegistered(paths: string[]): void {
  for (const p of paths) registered.add(p);
}

export function isRegisteredPage(path: string): boolean {
  return registered.has(path.replace(/^\//, '').split('?')[0]!);
}
