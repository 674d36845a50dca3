import { DATA_SCOPE, PERMISSION_CATALOGUE, type TPermissionApp, type TPermissionNode } from '@awb/contract/permissions';

/** Item id → granted child ids, per app type (what one role grants). */
export type TAuthData = Record<string, number[]>;
export type TAppGrant = { dataScope: number; authData: TAuthData };
/** The role editor's state: every catalogue app type, keyed by appType. */
export type TGrantState = Record<string, TAppGrant>;

export type TCheck = 'all' | 'some' | 'none';

/** One row of the generated tree: an item with its children, each with whether the role grants it. */
export type TTreeItem = TPermissionNode & {
  checked: boolean;
  childChecks: { id: number; name: string; checked: boolean }[];
};

/**
 * The editor's tree of one app, generated from PERMISSION_CATALOGUE (never written by hand), with
 * what `authData` grants checked.
 */
export function permissionTree(app: TPermissionApp, authData: TAuthData) {
  return app.groups.map((group) => {
    const items: TTreeItem[] = group.items.map((item) => {
      const granted = authData[String(item.id)];
      return {
        ...item,
        checked: granted !== undefined,
        childChecks: (item.children ?? []).map((c) => ({ ...c, checked: granted?.includes(c.id) ?? false })),
      };
    });
    return { name: group.name, items, check: groupCheck(group.items, authData) };
  });
}

/** Whether a group's items (with their children) are all, some or none granted. */
export function groupCheck(items: TPermissionNode[], authData: TAuthData): TCheck {
  let total = 0;
  let granted = 0;
  for (const item of items) {
    const children = authData[String(item.id)];
    total += 1 + (item.children?.length ?? 0);
    if (children) granted += 1 + children.filter((c) => item.children?.some((x) => x.id === c)).length;
  }
  return granted === 0 ? 'none' : granted === total ? 'all' : 'some';
}

/** Checking an item grants it with all its children; unchecking takes it and its children away. */
export function setItem(authData: TAuthData, item: TPermissionNode, checked: boolean): TAuthData {
  const next = { ...authData };
  if (checked) next[String(item.id)] = (item.children ?? []).map((c) => c.id);
  else delete next[String(item.id)];
  return next;
}

/** A child needs its item: checking a child grants the item too; unchecking leaves the item. */
export function setChild(authData: TAuthData, item: TPermissionNode, childId: number, checked: boolean): TAuthData {
  const current = authData[String(item.id)] ?? [];
  const children = checked ? [...new Set([...current, childId])] : current.filter((c) => c !== childId);
  const order = (item.children ?? []).map((c) => c.id);
  return { ...authData, [String(item.id)]: order.filter((id) => children.includes(id)) };
}

/** Checks or clears every item of a group. */
export function setGroup(authData: TAuthData, items: TPermissionNode[], checked: boolean): TAuthData {
  return items.reduce((data, item) => setItem(data, item, checked), authData);
}

/** How many items of an app a role grants (the tab's badge). */
export function grantedCount(authData: TAuthData | undefined): number {
  return Object.keys(authData ?? {}).length;
}

/** The editor's state for every app type from a role's grants (absent apps: nothing, own rows). */
export function grantStateOf(grants: { appType: number; dataScope: number; authData: TAuthData }[]): TGrantState {
  const state: TGrantState = {};
  for (const app of PERMISSION_CATALOGUE) {
    const grant = grants.find((g) => g.appType === app.appType);
    state[String(app.appType)] = {
      dataScope: grant?.dataScope ?? DATA_SCOPE.own,
      authData: { ...(grant?.authData ?? {}) },
    };
  }
  return state;
}

/** The `grants` of roleCreate / roleEdit: an app is sent when it grants an item or a wider scope than own rows. */
export function grantsOf(state: TGrantState): { appType: number; dataScope: number; authData: TAuthData }[] {
  return PERMISSION_CATALOGUE.flatMap((app) => {
    const grant = state[String(app.appType)];
    if (!grant || (grantedCount(grant.authData) === 0 && grant.dataScope === DATA_SCOPE.own)) return [];
    return [{ appType: app.appType, dataScope: grant.dataScope, authData: grant.authData }];
  });
}

/** A read-only tree (the shape `/base/getRoleAuth` answers): each item and child with whether it is granted. */
export type TGrantGroup = {
  name: string;
  items: { id: number; name: string; checked: boolean; children: { id: number; name: string; checked: boolean }[] }[];
};

/** The read-only tree of one app for a permission map; `everything` (a manager) checks all. */
export function grantGroups(app: TPermissionApp, authData: TAuthData, everything = false): TGrantGroup[] {
  return app.groups.map((group) => ({
    name: group.name,
    items: group.items.map((item) => {
      const granted = authData[String(item.id)];
      return {
        id: item.id,
        name: item.name,
        checked: everything || granted !== undefined,
        children: (item.children ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          checked: everything || (granted?.includes(c.id) ?? false),
        })),
      };
    }),
  }));
}
