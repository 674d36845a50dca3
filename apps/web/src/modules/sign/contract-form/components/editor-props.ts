import type { TSignField } from '@awb/contract/sign-template-fields';
import type { TSignSelectBody } from '@awb/contract/sign-views';
import type { TFormContent } from '../contract-content.ts';

/** What a signing page's step-0 editor is given, by the new-contract and the edit workspace alike. */
export type TEditorProps = {
  content: TFormContent;
  fields: readonly TSignField[];
  title: string;
  boxid: number;
  boxType: number;
  bodies: TSignSelectBody | undefined;
  errors: Record<string, string>;
  update: (change: (c: TFormContent) => TFormContent) => void;
  setValue: (name: string, value: string | string[]) => void;
};
