import { dialog } from '../../../platform/dialog.tsx';
import { acquisitionCalls } from '../acquisition.queries.ts';

/**
 * Handles an entrustment or reservation after a confirm prompt; answers whether it changed (the
 * request layer has shown any refusal).
 */
export async function settleRequest(itemId: number, type: number, state: number, prompt: string): Promise<boolean> {
  if ((await dialog.confirm({ content: prompt })) !== 'confirm') return false;
  try {
    const result = await acquisitionCalls.settle(itemId, type, state);
    dialog.success(result.msg);
    return true;
  } catch {
    return false;
  }
}
