import { COMMENT_MAX_LENGTH, type CommentType } from '@adatlas/domain/comments';
import { Flex, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { CommentDraft } from '../api/comments.queries.ts';

export interface CommentModalProps {
  open: boolean;
  /** Null for a new comment (the form opens empty), the comment's values for an edit. */
  initial: CommentDraft | null;
  isSaving: boolean;
  onSave: (draft: CommentDraft) => void;
  onCancel: () => void;
}

/**
 * Type and content of a comment; Save stays off until both are set (spec data §5: a new comment
 * opens empty). The line under the type says who will see the comment, or that a type is needed.
 */
export function CommentModal({ open, initial, isSaving, onSave, onCancel }: CommentModalProps) {
  const { t } = useTranslation();
  const [commentType, setCommentType] = useState<CommentType | null>(null);
  const [content, setContent] = useState('');
  useEffect(() => {
    if (!open) return;
    setCommentType(initial?.commentType ?? null);
    setContent(initial?.content ?? '');
  }, [open, initial]);
  const isComplete = commentType !== null && content.trim() !== '';
  return (
    <Modal
      open={open}
      title={t(initial ? 'COMMENTS.EDIT_TITLE' : 'COMMENTS.ADD_TITLE')}
      okText={t('COMMENTS.SAVE')}
      cancelText={t('COMMON.CANCEL')}
      okButtonProps={{ disabled: !isComplete, loading: isSaving, 'data-testid': 'comment-save' }}
      onOk={() => commentType && onSave({ commentType, content: content.trim() })}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Radio.Group
          value={commentType}
          onChange={(event) => setCommentType(event.target.value)}
          optionType="button"
          options={[
            { value: 'private', label: t('COMMENTS.PRIVATE') },
            { value: 'public', label: t('COMMENTS.PUBLIC') },
          ]}
          data-testid="comment-type"
        />
        <Typography.Text type="secondary" data-testid="comment-type-hint">
          {t(
            commentType === null
              ? 'COMMENTS.CHOOSE_TYPE'
              : commentType === 'private'
                ? 'COMMENTS.PRIVATE_HINT'
                : 'COMMENTS.PUBLIC_HINT',
          )}
        </Typography.Text>
        <Input.TextArea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('COMMENTS.CONTENT')}
          aria-label={t('COMMENTS.CONTENT')}
          data-testid="comment-content"
        />
      </Flex>
    </Modal>
  );
}
