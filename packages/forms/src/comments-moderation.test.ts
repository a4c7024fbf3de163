import { describe, expect, it } from 'vitest';
import { isPublic, moderate, moderationActions, type CommentStatus, type ModerationAction } from './comments.ts';

describe('moderating a comment (one transition table)', () => {
  const table = (['PENDING', 'APPROVED', 'SPAM'] as CommentStatus[]).map((status) => [
    status,
    (['APPROVE', 'MARK_SPAM', 'DELETE'] as ModerationAction[]).map((action) => moderate(status, action)),
  ]);
  it('approves or marks spam a waiting comment, moves between shown and spam, deletes from anywhere', () => {
    expect(table).toEqual([
      ['PENDING', ['APPROVED', 'SPAM', 'DELETED']],
      ['APPROVED', [null, 'SPAM', 'DELETED']],
      ['SPAM', ['APPROVED', null, 'DELETED']],
    ]);
  });
  it('counts only approved comments as public', () => {
    expect((['PENDING', 'APPROVED', 'SPAM'] as CommentStatus[]).filter(isPublic)).toEqual(['APPROVED']);
  });
  it('offers the owner the actions the table allows', () => {
    expect(moderationActions('PENDING')).toEqual(['APPROVE', 'MARK_SPAM', 'DELETE']);
    expect(moderationActions('APPROVED')).toEqual(['MARK_SPAM', 'DELETE']);
    expect(moderationActions('SPAM')).toEqual(['APPROVE', 'DELETE']);
  });
});
