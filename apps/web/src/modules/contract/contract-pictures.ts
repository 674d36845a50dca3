import { CONTRACT_LIMITS } from '@awb/contract/contract-fields';
import type { TContractPictureCategory } from '@awb/contract/contract-views';

/**
 * The picture board of page contract/picture while the agent edits it: per category the pictures in
 * order (added, removed, moved), then only the categories that changed go to contractPictureUpdate.
 */
export type TBoardPicture = { url: string; roleType: number; title: string };
export type TBoardCategory = { categoryId: number; category: string; pictures: TBoardPicture[] };

export function boardFromServer(categories: TContractPictureCategory[]): TBoardCategory[] {
  return categories.map((c) => ({
    categoryId: c.categoryId,
    category: c.category,
    pictures: c.pictures.map((p) => ({ url: p.url, roleType: p.roleType, title: p.title })),
  }));
}

const update = (board: TBoardCategory[], categoryId: number, fn: (p: TBoardPicture[]) => TBoardPicture[]) =>
  board.map((c) => (c.categoryId === categoryId ? { ...c, pictures: fn(c.pictures) } : c));

/** Room left in a category (30 a category). */
export function roomLeft(board: TBoardCategory[], categoryId: number): number {
  const c = board.find((x) => x.categoryId === categoryId);
  return Math.max(0, CONTRACT_LIMITS.picturesPerCategory - (c?.pictures.length ?? 0));
}

/** Appends uploaded links (beyond the category's limit they are left out). */
export function addPictures(
  board: TBoardCategory[],
  categoryId: number,
  urls: string[],
  roleType = 0,
): TBoardCategory[] {
  const room = roomLeft(board, categoryId);
  return update(board, categoryId, (p) => [...p, ...urls.slice(0, room).map((url) => ({ url, roleType, title: '' }))]);
}

export function removePicture(board: TBoardCategory[], categoryId: number, index: number): TBoardCategory[] {
  return update(board, categoryId, (p) => p.filter((_, i) => i !== index));
}

/** Moves a picture one place earlier (-1) or later (+1); at either end nothing changes. */
export function movePicture(
  board: TBoardCategory[],
  categoryId: number,
  index: number,
  delta: -1 | 1,
): TBoardCategory[] {
  return update(board, categoryId, (p) => {
    const to = index + delta;
    if (index < 0 || index >= p.length || to < 0 || to >= p.length) return p;
    const next = [...p];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  });
}

export function setPictureRole(board: TBoardCategory[], categoryId: number, index: number, roleType: number) {
  return update(board, categoryId, (p) => p.map((x, i) => (i === index ? { ...x, roleType } : x)));
}

/** The categories whose pictures differ from what was loaded: what contractPictureUpdate must replace. */
export function changedCategories(original: TBoardCategory[], board: TBoardCategory[]) {
  return board
    .filter((c) => {
      const before = original.find((o) => o.categoryId === c.categoryId);
      return JSON.stringify(before?.pictures ?? []) !== JSON.stringify(c.pictures);
    })
    .map((c) => ({ categoryId: c.categoryId, pictures: c.pictures }));
}

/** Pictures on the whole board. */
export function pictureTotal(board: TBoardCategory[]): number {
  return board.reduce((sum, c) => sum + c.pictures.length, 0);
}
