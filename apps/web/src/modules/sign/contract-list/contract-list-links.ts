/** Pages of the signing contracts (seed 000 §2): the detail, and the edit page another part builds. */
export const SIGN_DETAIL_PAGE = 'pages/sign/detail';
export const SIGN_OPERATION_PAGE = 'pages/sign/operation';
