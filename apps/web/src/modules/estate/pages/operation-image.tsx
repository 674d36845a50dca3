import { communityEndpoints as api } from '@awb/contract/community.contract';
import { ESTATE_PERMISSION, type TPicture } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { showImages } from '../../../ui/image-viewer.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../estate.module.css';
import { refreshEstate, uploadPicture, usePictures } from '../estate.queries.ts';

/** Pictures of a community: add, view, set as cover (the current cover again changes nothing), delete. */
function OperationImagePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const pictures = usePictures(id);
  const mayManage = usePermission(ESTATE_PERMISSION.pictures);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<TPicture | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const urls: string[] = [];
    for (const file of [...files].slice(0, 9)) urls.push(await uploadPicture(file));
    const res = await call(
      api.companyCommunityPicturesAdd,
      { body: { communityId: id, urls } },
      { loading: '保存中…' },
    );
    Toast.show({ icon: 'success', content: res.msg });
    await refreshEstate(queryClient);
  };
  const setCover = async (p: TPicture) => {
    const res = await call(api.communityThumbnail, { body: { communityId: id, url: p.url } });
    Toast.show({ icon: res.data.changed ? 'success' : undefined, content: res.msg });
    if (res.data.changed) await refreshEstate(queryClient);
  };
  const remove = async (p: TPicture) => {
    if ((await dialog.confirm({ content: '确定要删除该项吗' })) !== 'confirm') return;
    const res = await call(api.companyCommunityPicturesDel, { body: { communityId: id, pictureIds: [p.pictureId] } });
    Toast.show({ icon: 'success', content: res.msg });
    await refreshEstate(queryClient);
  };

  return (
    <PageShell
      title="小区图片"
      footer={
        mayManage ? (
          <Button block color="primary" onClick={() => input.current?.click()}>
            添加图片
          </Button>
        ) : undefined
      }
    >
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="picture-file"
        onChange={(e) => {
          void add(e.target.files).finally(() => {
            if (input.current) input.current.value = '';
          });
        }}
      />
      <QueryView
        query={pictures}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title="暂无图片" description="添加小区实景图，第一张将作为封面" />}
      >
        {(rows) => (
          <div className={styles.pictures}>
            {rows.map((p, i) => (
              <button
                type="button"
                key={p.pictureId}
                className={styles.picture}
                style={{ border: 0, padding: 0 }}
                aria-label={p.isCover ? '封面图片' : `图片${i + 1}`}
                onClick={() =>
                  mayManage
                    ? setChosen(p)
                    : showImages(
                        rows.map((r) => r.url),
                        i,
                      )
                }
              >
                <img src={p.url} alt="小区图片" />
                {p.isCover ? <span className={styles.coverMark}>封面</span> : null}
              </button>
            ))}
          </div>
        )}
      </QueryView>
      <ActionSheet
        visible={chosen !== null}
        onClose={() => setChosen(null)}
        cancelText="取消"
        actions={[
          { key: 'view', text: '查看大图', onClick: () => chosen && showImages([chosen.url]) },
          { key: 'cover', text: '设为封面', onClick: () => chosen && void setCover(chosen) },
          { key: 'delete', text: '删除图片', danger: true, onClick: () => chosen && void remove(chosen) },
        ]}
        onAction={() => setChosen(null)}
      />
    </PageShell>
  );
}

export default withRequiredParams(OperationImagePage, '小区图片');
