import { lazyPage } from '../../platform/lazy-page.ts';
import type { TPageRoute } from '../../platform/page-route.ts';

const editPwd = lazyPage(() => import('./pages/edit-pwd.tsx'));

/**
 * Account pages at the seeds' paths. The avatar cropper the seeds list (without a path) is a
 * full-screen step of set/personal, see components/avatar-cropper.tsx.
 */
export const accountRoutes: TPageRoute[] = [
  { path: 'pages/launch', title: '经纪工作本', component: lazyPage(() => import('./pages/launch.tsx')) },
  { path: 'pages/user/login', title: '验证码登录', component: lazyPage(() => import('./pages/login.tsx')) },
  { path: 'pages/user/pwdLogin', title: '密码登录', component: lazyPage(() => import('./pages/pwd-login.tsx')) },
  { path: 'pages/user/register', title: '注册', component: lazyPage(() => import('./pages/register.tsx')) },
  { path: 'pages/user/forgetPwd', title: '忘记密码', component: lazyPage(() => import('./pages/forget-pwd.tsx')) },
  { path: 'pages/h5/downLoad', title: '下载App', component: lazyPage(() => import('./pages/download.tsx')) },
  { path: 'pages/user', title: '我的', tab: true, component: lazyPage(() => import('./pages/user-center.tsx')) },
  { path: 'pages/user/set/setting', title: '设置', component: lazyPage(() => import('./pages/setting.tsx')) },
  { path: 'pages/user/set/personal', title: '个人资料', component: lazyPage(() => import('./pages/personal.tsx')) },
  { path: 'pages/user/set/editPwd', title: '修改密码', component: editPwd },
  { path: 'pages/h5/editPwd', title: '修改密码', component: editPwd },
  { path: 'pages/user/set/about', title: '关于我们', component: lazyPage(() => import('./pages/about.tsx')) },
  { path: 'pages/user/set/feedback', title: '意见反馈', component: lazyPage(() => import('./pages/feedback.tsx')) },
  { path: 'pages/user/set/wait', title: '等待审核', component: lazyPage(() => import('./pages/wait.tsx')) },
  {
    path: 'pages/user/set/cancellation1',
    title: '注销账号',
    component: lazyPage(() => import('./pages/cancellation1.tsx')),
  },
  {
    path: 'pages/user/set/cancellation2',
    title: '注销账号',
    component: lazyPage(() => import('./pages/cancellation2.tsx')),
  },
  {
    path: 'pages/user/set/cancellation3',
    title: '注销账号',
    component: lazyPage(() => import('./pages/cancellation3.tsx')),
  },
];
