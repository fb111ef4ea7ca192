import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { type AdminItem, ITEM_PHOTO_CONTENT_TYPES, itemPhotoSources } from '@kadai/contract';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useRef } from 'react';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useRemoveItemPhoto } from '../api/remove-item-photo.ts';
import { useUploadItemPhoto } from '../api/upload-item-photo.ts';

const PREVIEW = 40;

/**
 * An item's photo on the admin row: the current one small, a button to upload (or replace) it and
 * one to remove it. The server makes the sizes the order form uses; a refused file says why here.
 */
export function ItemPhotoField(props: { item: AdminItem }) {
  const { item } = props;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadItemPhoto();
  const remove = useRemoveItemPhoto();
  const sources = itemPhotoSources(item.thumbnail);
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, maxWidth: 220 }}>
      {sources ? (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? `${PREVIEW}px` : undefined}
          width={PREVIEW}
          height={PREVIEW}
          alt={item.name}
          loading="lazy"
          style={{ objectFit: 'contain', borderRadius: 4, background: '#fafafa' }}
        />
      ) : null}
      <input
        ref={input}
        type="file"
        accept={ITEM_PHOTO_CONTENT_TYPES.join(',')}
        aria-label={`Photo of ${item.name}`}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal is a new choice.
          event.target.value = '';
          if (file) {
            remove.reset();
            upload.mutate({ id: item.id, file });
          }
        }}
      />
      <Space size={0} wrap>
        <Button
          size="small"
          type="text"
          icon={upload.isPending ? <LoadingOutlined /> : <UploadOutlined />}
          disabled={busy}
          aria-label={`${sources ? 'Replace' : 'Upload'} photo of ${item.name}`}
          onClick={() => input.current?.click()}
        >
          {sources ? 'Replace' : 'Upload'}
        </Button>
        {item.thumbnail ? (
          <Popconfirm
            title={`Remove the photo of ${item.name}?`}
            okText="Remove"
            onConfirm={() => {
              upload.reset();
              remove.mutate({ id: item.id });
            }}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              aria-label={`Remove photo of ${item.name}`}
            >
              Remove
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', maxWidth: 200 }} role="alert">
          {fieldMessage(error, 'photo')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
