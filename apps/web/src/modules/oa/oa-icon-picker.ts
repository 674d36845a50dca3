import { overlayPicker } from '../../platform/overlay-picker.ts';

/** approve-icons as a picker: the flow form opens it with the current icon and awaits the choice. */
export const OA_ICONS_PAGE = 'pages/user/oa/approve-icons';
const picker = overlayPicker<{ selected: number }, number>('awb:oa-icon-result', 'oaIconPicker:');

export function openIconPicker(selected: number): Promise<number | null> {
  return picker.open(OA_ICONS_PAGE, { selected });
}
export const readIconRequest = (id: string | null) => picker.readRequest(id);
export const reportIcon = (id: string, pick: number | null) => picker.report(id, pick);
