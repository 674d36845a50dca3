import { CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';

/** How a refused signing link reads on the page: a title and one line of what to do. */
export function signingRefusal(message: string): { title: string; description: string } {
  if (message === CEREMONY_MSG.alreadySigned)
    return { title: '您已签署', description: '该合同您已签署完成，无需再次签署' };
  if (message === CEREMONY_MSG.linkExpired) return { title: '链接已过期', description: message };
  if (message === CEREMONY_MSG.notSignable) return { title: '无法签署', description: message };
  if (message === CEREMONY_MSG.linkInvalid)
    return { title: '链接已失效', description: '该签署链接已失效，请联系经纪人重新发送' };
  return { title: '无法打开签署链接', description: message || '请检查网络后重试' };
}
