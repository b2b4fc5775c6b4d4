import { format } from 'date-fns';
import type { ReviewComment, ReviewDecisionRecord } from '../../src/core/api/contract/reviews';
import { BadRequestError, HttpError } from '../http/errors';
import type { ReviewCommentRow, ReviewLinkRow } from './repository';

const day = (date: Date) => format(date, 'd MMMM yyyy');

/** The link while it opens; why not, in words, once it does not. */
export function openLink(link: ReviewLinkRow | null): ReviewLinkRow {
  if (!link)
    throw new HttpError(
      404,
      'review_unknown',
      'This review link is not known. Check the address, or ask for a new link.',
    );
  if (link.revoked_at)
    throw new HttpError(
      410,
      'review_revoked',
      `This review link was turned off by ${link.created_by_name}. Ask them for a new one.`,
    );
  if (link.expires_at.getTime() <= Date.now())
    throw new HttpError(
      410,
      'review_expired',
      `This review link expired on ${day(link.expires_at)}. Ask ${link.created_by_name} for a new one.`,
    );
  return link;
}

export function decisionOf(row: ReviewLinkRow): ReviewDecisionRecord {
  return {
    decision: row.decision!,
    note: row.decision_note ?? '',
    by: row.decided_by ?? '',
    at: (row.decided_at ?? row.created_at).toISOString(),
  };
}

export function toComment(row: ReviewCommentRow): ReviewComment {
  return {
    id: row.id,
    linkId: row.link_id,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    item: row.item_index,
    assetId: row.asset_id,
    at: row.at_seconds,
    fps: row.fps ?? 25,
    itemTitle: row.item_title ?? '',
    assetTime: row.asset_seconds,
    body: row.body,
    author: row.author,
    byOwner: row.by_owner,
    created: row.created_at.toISOString(),
    ...(row.resolved_at
      ? { resolved: { by: row.resolved_by ?? '', at: row.resolved_at.toISOString() } }
      : {}),
  };
}

export function commentText(text: string): string {
  const body = text.trim();
  if (!body) throw new BadRequestError('Write the comment first.', 'body.body');
  return body;
}

export function authorName(name: string): string {
  const author = name.trim();
  if (!author)
    throw new BadRequestError('Give your name, so that they know who wrote.', 'body.author');
  return author;
}
