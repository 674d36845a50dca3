/** Pages of the signing app (seed 000 §2 where the seed names them; the others are listed in docs/signing-pages.md). */
export const SIGN_PAGE = {
  home: 'pages/sign/index',
  templates: 'pages/sign/contract-template',
  templateFields: 'pages/sign/template-fields',
  seals: 'pages/sign/seal',
  sealCreate: 'pages/sign/seal-create',
  signatures: 'pages/sign/signature',
  draw: 'pages/h5/lime-signature',
  setting: 'pages/sign/setting',
  attestation: 'pages/h5/signbase-attestation',
} as const;
