import { nav, withQuery } from '../../platform/nav.ts';
import type { TChooserTarget } from './oa-flow-draft.ts';

/** The flow form's sub-pages (overlay routes over approve-operat); they edit the shared draft. */
export const OA_FLOWS_PAGE = 'pages/user/oa/approve-flows';
export const OA_ROLE_USER_PAGE = 'pages/user/oa/approve-role-user';

export const openStepsEditor = () => nav.navigateTo(OA_FLOWS_PAGE);
export const openRoleUserChooser = (target: TChooserTarget) => nav.navigateTo(withQuery(OA_ROLE_USER_PAGE, { target }));
