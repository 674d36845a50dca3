import { contentEndpoints } from '@awb/contract/content.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';

/** A rich-text page by `cate_alias` (user agreement, privacy policy). */
export function useContent(alias: string) {
  return useQuery({
    queryKey: ['content', alias],
    queryFn: async () => (await call(contentEndpoints.getContent, { query: { cate_alias: alias } })).data,
    enabled: alias !== '',
    staleTime: 5 * 60_000,
  });
}
