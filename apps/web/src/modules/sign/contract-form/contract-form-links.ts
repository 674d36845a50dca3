import { SIGN_START_PAGE } from '../../../platform/may-start-signing.ts';

/** Pages of the signing form (seed 000 §2; the draft list is ours, docs/signing-contract-pages.md). */
export const CONTRACT_FORM_PAGE = {
  open: SIGN_START_PAGE,
  operation: 'pages/sign/operation',
  visualization: 'pages/sign/visualization',
  appliance: 'pages/sign/appliance',
  drafts: 'pages/sign/draft-list',
} as const;
