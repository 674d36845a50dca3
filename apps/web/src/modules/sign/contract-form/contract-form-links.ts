/** Pages of the signing form (seed 000 §2; the draft list is ours, docs/signing-contract-pages.md). */
export const CONTRACT_FORM_PAGE = {
  open: 'pages/sign/contract-open',
  operation: 'pages/sign/operation',
  visualization: 'pages/sign/visualization',
  appliance: 'pages/sign/appliance',
  drafts: 'pages/sign/draft-list',
} as const;
