import {
  CONTRACT_CLOSED_STATES,
  CONTRACT_STATES,
  CONTRACT_TYPE,
  contractState,
  type TContractState,
} from '@awb/contract/contract-fields';
import { CONTRACT_ITEM } from '@awb/contract/permissions';

/** Display and approval rules of the contract states (the states and colours are the contract's). */

/** The states of a type, in order; [] for an unknown type. */
export function statesOf(contractType: number): readonly TContractState[] {
  return CONTRACT_STATES[contractType] ?? [];
}

const FALLBACK_COLOR = '#86909C';

/** `#RRGGBB` → rgba with an alpha, for the tag's tinted background. */
export function tint(hex: string, alpha: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return `rgba(134, 144, 156, ${alpha})`;
  const n = Number.parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export type TStateTag = { label: string; color: string; background: string };

/**
 * The tag of a contract's state: the label and colour the server answered (stateName, stateColor)
 * or, without them, the contract's table; text in the colour on a light tint of it.
 */
export function stateTag(contractType: number, state: number, answered?: { name?: string; color?: string }): TStateTag {
  const known = contractState(contractType, state);
  const color = answered?.color || known?.color || FALLBACK_COLOR;
  return { label: answered?.name || known?.label || '未知状态', color, background: tint(color, 0.1) };
}

/** The 状态 filter of the list: 全部 (0) then the type's states. */
export function stateFilterOptions(contractType: number): { value: number; label: string }[] {
  return [{ value: 0, label: '全部状态' }, ...statesOf(contractType).map((s) => ({ value: s.value, label: s.label }))];
}

/** Whether a state closes the contract (完成, 作废): only a manager edits it or moves it on. */
export function isClosed(contractType: number, state: number): boolean {
  return (CONTRACT_CLOSED_STATES[contractType] ?? []).includes(state);
}

/** oaParam.oaItemId of a state change: the target state's approval item (sale 61–67, rent 68–71). */
export function stateOaItem(contractType: number, state: number): number | undefined {
  return contractState(contractType, state)?.oaItemId;
}

/** oaParam.oaItemId of a delete: the type's delete item. */
export function deleteOaItem(contractType: number): number {
  return contractType === CONTRACT_TYPE.rent ? CONTRACT_ITEM.rentDelete : CONTRACT_ITEM.saleDelete;
}
