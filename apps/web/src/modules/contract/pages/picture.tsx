import { CONTRACT_LIMITS, CONTRACT_ROLE_TYPE_NAMES } from '@awb/contract/contract-fields';
import type { TContractPictureCategory } from '@awb/contract/contract-views';
import { ActionSheet, Button, Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useRef, useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { showImages } from '../../../ui/image-viewer.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import {
  CONTRACT_DELETE_CONFIRM,
  uploadContractPicture,
  useContractDetail,
  useContractPictures,
  useUpdatePictures,
} from '../contract.queries.ts';
import {
  addPictures,
  boardFromServer,
  changedCategories,
  movePicture,
  pictureTotal,
  removePicture,
  roomLeft,
  setPictureRole,
  type TBoardCategory,
} from '../contract-pictures.ts';
import { useContractParams } from '../use-contract-params.ts';
import styles from './picture.module.css';

/**
 * pages/contract/picture?id&type: the contract's pictures by category (合同原件, 身份证明 …). One who
 * may edit the contract uploads, removes, reorders and marks whose document each is, then saves the
 * changed categories at once (contractPictureUpdate); others view them.
 */
function ContractPicturePage() {
  const { contractId, contractType } = useContractParams();
  const pictures = useContractPictures(contractType, contractId);
  const detail = useContractDetail(contractType, contractId);
  if (pictures.data && detail.data) {
    return (
      <PictureBoard
        key={pictures.dataUpdatedAt}
        contractId={contractId}
        contractType={contractType}
        loaded={pictures.data}
        editable={detail.data.actions.pictures}
      />
    );
  }
  const failed = pictures.isError ? pictures : detail.isError ? detail : null;
  return (
    <PageShell title="合同图片">
      {failed ? <LoadError error={failed.error} onRetry={() => void failed.refetch()} /> : <LoadingBlock />}
    </PageShell>
  );
}

type TChosen = { categoryId: number; index: number };

function PictureBoard({
  contractId,
  contractType,
  loaded,
  editable,
}: {
  contractId: number;
  contractType: number;
  loaded: TContractPictureCategory[];
  editable: boolean;
}) {
  const [original] = useState(() => boardFromServer(loaded));
  const [board, setBoard] = useState<TBoardCategory[]>(original);
  const [chosen, setChosen] = useState<TChosen | null>(null);
  const [uploading, setUploading] = useState(false);
  const target = useRef<number>(0);
  const input = useRef<HTMLInputElement>(null);
  const save = useUpdatePictures();
  const changes = changedCategories(original, board);

  const upload = async (files: FileList | null) => {
    const categoryId = target.current;
    if (!files || files.length === 0) return;
    const room = roomLeft(board, categoryId);
    if (room === 0) {
      Toast.show({ content: `每个分类最多${CONTRACT_LIMITS.picturesPerCategory}张图片` });
      return;
    }
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const file of [...files].slice(0, room)) urls.push(await uploadContractPicture(file));
      setBoard((b) => addPictures(b, categoryId, urls));
    } catch {
      // The request layer has shown why; the pictures uploaded so far are not kept.
    } finally {
      setUploading(false);
    }
  };

  // Unsaved changes are not dropped silently.
  const leave = async () => {
    if (changes.length > 0 && (await dialog.confirm({ content: '图片修改尚未保存，确定离开吗？' })) !== 'confirm')
      return;
    nav.navigateBack();
  };

  const openUpload = (categoryId: number) => {
    target.current = categoryId;
    input.current?.click();
  };

  const picked = chosen ? board.find((c) => c.categoryId === chosen.categoryId) : undefined;
  const pickedPicture = chosen ? picked?.pictures[chosen.index] : undefined;
  const actions: Action[] =
    chosen && picked && pickedPicture
      ? [
          {
            key: 'view',
            text: '查看大图',
            onClick: () =>
              showImages(
                picked.pictures.map((p) => p.url),
                chosen.index,
              ),
          },
          ...(editable
            ? [
                ...(chosen.index > 0
                  ? [
                      {
                        key: 'up',
                        text: '前移',
                        onClick: () => setBoard((b) => movePicture(b, chosen.categoryId, chosen.index, -1)),
                      },
                    ]
                  : []),
                ...(chosen.index < picked.pictures.length - 1
                  ? [
                      {
                        key: 'down',
                        text: '后移',
                        onClick: () => setBoard((b) => movePicture(b, chosen.categoryId, chosen.index, 1)),
                      },
                    ]
                  : []),
                ...Object.entries(CONTRACT_ROLE_TYPE_NAMES)
                  .filter(([role]) => Number(role) !== pickedPicture.roleType)
                  .map(([role, name]) => ({
                    key: `role-${role}`,
                    text: `标记为${name}资料`,
                    onClick: () => setBoard((b) => setPictureRole(b, chosen.categoryId, chosen.index, Number(role))),
                  })),
                {
                  key: 'delete',
                  text: '删除图片',
                  danger: true,
                  onClick: async () => {
                    if ((await dialog.confirm({ content: CONTRACT_DELETE_CONFIRM })) !== 'confirm') return;
                    setBoard((b) => removePicture(b, chosen.categoryId, chosen.index));
                  },
                },
              ]
            : []),
        ]
      : [];

  return (
    <PageShell
      title="合同图片"
      onBack={() => void leave()}
      footer={
        editable ? (
          <Button
            block
            color="primary"
            shape="rounded"
            style={{ height: 44 }}
            disabled={changes.length === 0 || uploading}
            loading={save.isPending}
            onClick={() => save.mutate({ contractId, contractType, categories: changes })}
          >
            保存图片{changes.length ? '' : '（未修改）'}
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
        data-testid="contract-picture-file"
        onChange={(e) => {
          void upload(e.target.files).finally(() => {
            if (input.current) input.current.value = '';
          });
        }}
      />
      {!editable && pictureTotal(board) === 0 ? (
        <div className={styles.pictureCategory}>
          <div className={styles.pictureEmpty}>暂无图片</div>
        </div>
      ) : null}
      {board.map((c) =>
        !editable && c.pictures.length === 0 ? null : (
          <section key={c.categoryId} className={styles.pictureCategory} aria-label={c.category}>
            <div className={styles.pictureHead}>
              <span>
                {c.category}
                <small>{c.pictures.length}张</small>
              </span>
              {editable ? (
                <button type="button" disabled={uploading} onClick={() => openUpload(c.categoryId)}>
                  + 上传
                </button>
              ) : null}
            </div>
            {c.pictures.length === 0 ? (
              <div className={styles.pictureEmpty}>暂无图片，点击「+ 上传」添加</div>
            ) : (
              <div className={styles.pictureGrid}>
                {c.pictures.map((p, index) => (
                  <button
                    type="button"
                    key={p.url}
                    className={styles.picture}
                    aria-label={`${c.category}${index + 1}`}
                    onClick={() => setChosen({ categoryId: c.categoryId, index })}
                  >
                    <img src={p.url} alt={c.category} />
                    <span className={styles.pictureIndex}>{index + 1}</span>
                    {p.roleType ? (
                      <span className={styles.pictureRole}>{CONTRACT_ROLE_TYPE_NAMES[p.roleType]}</span>
                    ) : null}
                  </button>
                ))}
              </div>
            )}
          </section>
        ),
      )}
      <ActionSheet
        visible={chosen !== null}
        actions={actions}
        cancelText="取消"
        onClose={() => setChosen(null)}
        onAction={() => setChosen(null)}
      />
    </PageShell>
  );
}

export default withRequiredParams(ContractPicturePage, '合同图片');
