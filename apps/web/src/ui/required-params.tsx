import { Button } from 'antd-mobile';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../platform/nav.ts';
import { EmptyState } from './empty-state.tsx';
import { PageShell } from './page-shell.tsx';
import { badParams, type TRequiredParam } from './route-params.ts';

/** What a page shows when its link lacks a parameter it needs (or has a malformed one), with a way back. */
export function ParamsError({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <EmptyState title="页面参数错误" description="链接缺少必要的参数或参数有误，请返回后重试">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => nav.navigateBack()}>
          返回
        </Button>
      </EmptyState>
    </PageShell>
  );
}

/**
 * The page, or ParamsError when a required query parameter is missing or malformed: without it the
 * page's queries stay disabled and it would show 加载中 forever. `title` is the page's own title.
 */
export function withRequiredParams(Page: ComponentType, title: string, required: readonly TRequiredParam[] = ['id']) {
  function RequiredParams() {
    const [params] = useSearchParams();
    return badParams(params, required).length > 0 ? <ParamsError title={title} /> : <Page />;
  }
  RequiredParams.displayName = `RequiredParams(${Page.displayName ?? Page.name})`;
  return RequiredParams;
}
