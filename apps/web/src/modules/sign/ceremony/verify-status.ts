import { VERIFY_STATUS } from '@awb/contract/sign-ceremony-constants';

/** The verification page's verdict: its headline and colour (有效 green, 已作废 red, else grey). */
export function verifyVerdict(status: number): { headline: string; tone: 'valid' | 'invalid' | 'neutral' } {
  if (status === VERIFY_STATUS.valid) return { headline: '有效', tone: 'valid' };
  if (status === VERIFY_STATUS.invalidated) return { headline: '已作废', tone: 'invalid' };
  if (status === VERIFY_STATUS.signing) return { headline: '签署中，尚未完成', tone: 'neutral' };
  return { headline: '未找到', tone: 'neutral' };
}

/** Only a PDF is sent to be compared; anything else is refused on the phone with the server's words. */
export function pdfFileProblem(file: { name: string; type: string; size: number }, maxBytes: number): string | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return '请上传PDF文件';
  if (file.size === 0) return '请选择要核验的PDF文件';
  if (file.size > maxBytes) return `文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB`;
  return null;
}
