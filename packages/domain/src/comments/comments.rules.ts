import type { CommentType } from './comments.constants.ts';

export interface CommentAuthorship {
  userId: number;
  commentType: CommentType;
  /** The author's organisation when the comment was written. */
  organisation: string | null;
}

export interface CommentReader {
  userId: number;
  organisation: string | null;
}

/**
 * Private comments are the author's; public ones are shared with the author's organisation. A
 * user without an organisation shares with nobody.
 */
export function canReadComment(comment: CommentAuthorship, reader: CommentReader): boolean {
  if (comment.userId === reader.userId) return true;
  return (
    comment.commentType === 'public' &&
    comment.organisation !== null &&
    comment.organisation === reader.organisation
  );
}

/** Only the author edits or deletes (spec data §5). */
export function canEditComment(comment: Pick<CommentAuthorship, 'userId'>, userId: number): boolean {
  return comment.userId === userId;
}
