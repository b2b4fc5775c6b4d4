import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import type { PlayableResponse } from '../../src/core/api/contract';
import {
  REVIEW_DECISION_WORDS,
  REVIEW_LIMITS,
  type ReviewComment,
  type ReviewCommentBody,
  type ReviewDecisionBody,
  type ReviewItem,
  type ReviewLink,
  type ReviewLinkBody,
  type ReviewOpened,
  type ReviewRoom,
} from '../../src/core/api/contract/reviews';
import { familyConfigs, tenantById } from '../../src/tenants';
import { findAssets } from '../assets/service';
import { itemName } from '../exports/plan';
import type { Database } from '../db/database';
import type { UserPrincipal } from '../http/auth';
import { BadRequestError, ForbiddenError, HttpError } from '../http/errors';
import { countAttempt } from '../identity/attempts';
import type { Mailer } from '../identity/mailer';
import { hashPassword, spendPasswordTime, verifyPassword } from '../identity/passwords';
import { getPlaylist } from '../playlists/service';
import { playable } from '../playback/service';
import type { Announce } from '../webhooks/announce';
import type { Rights } from '../rights/service';
import { usedItems } from '../rights/windows';
import type { ReviewTokens } from './link-tokens';
import {
  claimCommentsTold,
  commentsOfCollection,
  commentsOfLink,
  findReviewComment,
  findReviewLink,
  findTenantReviewLink,
  insertReviewComment,
  insertReviewLink,
  listReviewLinks,
  markReviewOpened,
  revokeReviewLink,
  setCommentResolved,
  setReviewDecision,
  type ReviewCommentRow,
  type ReviewLinkListRow,
  type ReviewLinkRow,
} from './repository';
import { authorName, commentText, decisionOf, openLink, toComment } from './records';

/** Tries at a link's password, and reviewers' comments, held back past these (per 10 minutes). */
const WINDOW_MS = 10 * 60 * 1000;
const OPEN_LIMITS = { perAccount: 20, perAddress: 40, windowMs: WINDOW_MS };
const COMMENT_LIMITS = { perAccount: 200, perAddress: 100, windowMs: WINDOW_MS };
/** The owner is told of new comments at most once in this while. */
const COMMENTS_TOLD_QUIET_SECONDS = 15 * 60;

export interface ReviewDeps {
  db: Database;
  tokens: ReviewTokens;
  mailer: Mailer;
  announce: Announce;
  secret: Uint8Array;
  mediaUrlTtlSeconds: number;
  rights: Rights;
}

/** Where the caller reaches the product: links in answers and mail are made on it. */
export interface Origin {
  /** `https://host` */
  site: string;
  address: string;
}

/** Review links (docs/review.md): their owners' side and their reviewers'. */
export class Reviews {
  constructor(private readonly deps: ReviewDeps) {}

  async create(me: UserPrincipal, body: ReviewLinkBody, origin: Origin): Promise<ReviewLink> {
    const { db } = this.deps;
    const collection = await getPlaylist(db, me.tenantId, body.collectionId, me);
    if (!collection) throw notFound('There is no such collection, or it is not yours to share.');
    if (collection.clips.length === 0)
      throw new BadRequestError('The collection is empty: add clips before sharing it.');
    const expiresAt = body.expiresAt
      ? new Date(body.expiresAt)
      : addDays(new Date(), REVIEW_LIMITS.defaultDays);
    if (!(expiresAt.getTime() > Date.now()))
      throw new BadRequestError('Choose an expiry date after today.', 'body.expiresAt');
    if (expiresAt.getTime() > addDays(new Date(), REVIEW_LIMITS.maxDays).getTime())
      throw new BadRequestError(
        `A review link lasts at most ${REVIEW_LIMITS.maxDays} days.`,
        'body.expiresAt',
      );
    const items = await this.itemsOf(me.tenantId, collection.clips);
    // Outside a clip's rights window only an administrator shares it, and is told.
    const { notice } = await this.deps.rights.check(
      me,
      usedItems(collection.clips),
      'review',
      'a review link',
    );
    const id = randomUUID();
    await insertReviewLink(db, {
      id,
      tenant_id: me.tenantId,
      collection_id: collection.id,
      title: collection.title,
      items,
      created_by: me.userId,
      created_by_email: me.email,
      created_by_name:
        (collection.user.id === me.userId && collection.user.name.trim()) || me.email,
      expires_at: expiresAt,
      password_hash: body.password ? await hashPassword(body.password) : null,
      can_comment: body.canComment,
      can_decide: body.canDecide,
    });
    const link = this.toLink((await findTenantReviewLink(db, me.tenantId, id))!, origin);
    return notice ? { ...link, rightsNotice: notice } : link;
  }

  async list(me: UserPrincipal, collectionId: string, origin: Origin): Promise<ReviewLink[]> {
    await this.readableCollection(me, collectionId);
    const rows = await listReviewLinks(this.deps.db, me.tenantId, collectionId);
    return rows.map((row) => this.toLink(row, origin));
  }

  async revoke(me: UserPrincipal, id: string): Promise<void> {
    const link = await findTenantReviewLink(this.deps.db, me.tenantId, id);
    if (!link) throw notFound('There is no such review link.');
    await this.readableCollection(me, link.collection_id);
    await revokeReviewLink(this.deps.db, me.tenantId, id);
  }

  /** Every comment on a collection's review links, for its owner's markers and list. */
  async comments(me: UserPrincipal, collectionId: string): Promise<ReviewComment[]> {
    await this.readableCollection(me, collectionId);
    return (await commentsOfCollection(this.deps.db, me.tenantId, collectionId)).map(toComment);
  }

  async resolve(me: UserPrincipal, commentId: string, resolved: boolean): Promise<ReviewComment> {
    const { db } = this.deps;
    const comment = await this.ownersComment(me, commentId);
    if (comment.reply_to)
      throw new BadRequestError('Resolve the comment replied to, not a reply.', 'params.id');
    await setCommentResolved(db, me.tenantId, commentId, resolved ? me.email : null);
    return toComment((await findReviewComment(db, me.tenantId, commentId))!);
  }

  async reply(me: UserPrincipal, commentId: string, text: string): Promise<ReviewComment> {
    const comment = await this.ownersComment(me, commentId);
    const link = (await findReviewLink(this.deps.db, comment.link_id))!;
    const made = await insertReviewComment(this.deps.db, {
      id: randomUUID(),
      tenant_id: me.tenantId,
      link_id: link.id,
      reply_to: comment.reply_to ?? comment.id,
      item_index: comment.item_index,
      asset_id: comment.asset_id,
      at_seconds: comment.at_seconds,
      asset_seconds: comment.asset_seconds,
      body: commentText(text),
      author: link.created_by_name,
      by_owner: true,
    });
    return toComment({ ...made, fps: comment.fps, item_title: comment.item_title });
  }

  /** A reviewer opens a link (with its password, where it has one): a grant for some hours. */
  async open(token: string, password: string | undefined, origin: Origin): Promise<ReviewOpened> {
    const { db, tokens } = this.deps;
    const id = tokens.linkOf(token);
    const link = id ? await findReviewLink(db, id) : null;
    const open = openLink(link);
    await countAttempt(db, 'review', { account: open.id, address: origin.address }, OPEN_LIMITS);
    if (open.password_hash) {
      // Asked for, not refused: the page asks the person for it.
      if (!password) {
        await spendPasswordTime('');
        return { passwordNeeded: true };
      }
      if (!(await verifyPassword(password, open.password_hash)))
        throw new HttpError(401, 'wrong_password', 'That password is not right. Try again.');
    }
    await markReviewOpened(db, open.id);
    const { grant, expiresAt } = tokens.grantFor(open.id, open.expires_at);
    return { grant, expiresAt: expiresAt.toISOString() };
  }

  async room(grant: string | undefined): Promise<ReviewRoom> {
    const link = await this.granted(grant);
    const tenant = tenantById(link.tenant_id)?.tenant;
    return {
      title: link.title,
      organisation: tenant?.name ?? '',
      sharedBy: link.created_by_name,
      expiresAt: link.expires_at.toISOString(),
      canComment: link.can_comment,
      canDecide: link.can_decide,
      items: link.items,
      comments: (await commentsOfLink(this.deps.db, link.id)).map(toComment),
      ...(link.decision ? { decision: decisionOf(link) } : {}),
    };
  }

  async playable(grant: string | undefined, assetBase: string): Promise<PlayableResponse> {
    const link = await this.granted(grant);
    return playable(this.deps.db, {
      tenantId: link.tenant_id,
      clips: link.items.map((i) => ({
        asset_id: i.assetId,
        offset: i.offset,
        duration: i.duration,
      })),
      assetBase,
      secret: this.deps.secret,
      ttlSeconds: this.deps.mediaUrlTtlSeconds,
    });
  }

  async comment(
    grant: string | undefined,
    body: ReviewCommentBody,
    origin: Origin,
  ): Promise<ReviewComment> {
    const { db } = this.deps;
    const link = await this.granted(grant);
    if (!link.can_comment)
      throw new ForbiddenError('This review link does not take comments.', 'forbidden');
    await countAttempt(
      db,
      'review-comment',
      { account: link.id, address: origin.address },
      COMMENT_LIMITS,
    );
    const parent = body.replyTo ? await findReviewComment(db, link.tenant_id, body.replyTo) : null;
    if (body.replyTo && parent?.link_id !== link.id)
      throw new BadRequestError('That comment is not in this review.', 'body.replyTo');
    const item = link.items[parent ? parent.item_index : body.item];
    if (!item) throw new BadRequestError('There is no such item in this review.', 'body.item');
    const at = parent ? parent.at_seconds : body.at;
    if (!(at >= 0 && at <= item.duration))
      throw new BadRequestError('That moment is not within the item.', 'body.at');
    const made = await insertReviewComment(db, {
      id: randomUUID(),
      tenant_id: link.tenant_id,
      link_id: link.id,
      reply_to: parent ? (parent.reply_to ?? parent.id) : null,
      item_index: parent ? parent.item_index : body.item,
      asset_id: item.assetId,
      at_seconds: at,
      asset_seconds: parent ? parent.asset_seconds : item.offset + at,
      body: commentText(body.body),
      author: authorName(body.author),
      by_owner: false,
    });
    made.fps = item.fps;
    made.item_title = item.title;
    if (await claimCommentsTold(db, link.id, COMMENTS_TOLD_QUIET_SECONDS))
      await this.tell(link, `New comments on “${link.title}”`, [
        `${made.author} commented on “${link.title}”, which you shared for review:`,
        '',
        made.body,
        '',
        `See the comments at their frames: ${collectionPage(origin, link)}`,
        `(You are told of new comments at most once in ${COMMENTS_TOLD_QUIET_SECONDS / 60} minutes.)`,
      ]);
    return toComment(made);
  }

  async decide(
    grant: string | undefined,
    body: ReviewDecisionBody,
    origin: Origin,
  ): Promise<ReviewRoom> {
    const { db } = this.deps;
    const link = await this.granted(grant);
    if (!link.can_decide)
      throw new ForbiddenError('This review link does not take a decision.', 'forbidden');
    const by = authorName(body.author);
    const note = (body.note ?? '').trim();
    await db.transaction(async (tx) => {
      await setReviewDecision(tx, link.id, { decision: body.decision, note, by });
      await this.deps.announce(tx, link.tenant_id, 'review.decided', {
        reviewLinkId: link.id,
        collectionId: link.collection_id,
        title: link.title,
        decision: body.decision,
        note,
        by,
      });
    });
    const words = REVIEW_DECISION_WORDS[body.decision].toLowerCase();
    await this.tell(link, `“${link.title}”: ${words}`, [
      `${by} decided on “${link.title}”, which you shared for review: ${words}.`,
      ...(note ? ['', note] : []),
      '',
      `Open the collection: ${collectionPage(origin, link)}`,
    ]);
    return this.room(grant);
  }

  /** The link a grant opens, refused in words once it is expired or revoked. */
  private async granted(grant: string | undefined): Promise<ReviewLinkRow> {
    const id = grant ? this.deps.tokens.linkOfGrant(grant) : null;
    if (!id)
      throw new HttpError(
        401,
        'unauthorized',
        'Open the review from its link again: this page has been open a long while.',
      );
    return openLink(await findReviewLink(this.deps.db, id));
  }

  private async readableCollection(me: UserPrincipal, collectionId: string): Promise<void> {
    if (!(await getPlaylist(this.deps.db, me.tenantId, collectionId, me)))
      throw notFound('There is no such collection, or it is not yours to see.');
  }

  private async ownersComment(me: UserPrincipal, id: string): Promise<ReviewCommentRow> {
    const comment = await findReviewComment(this.deps.db, me.tenantId, id);
    const link = comment ? await findReviewLink(this.deps.db, comment.link_id) : null;
    if (!comment || !link) throw notFound('There is no such comment.');
    await this.readableCollection(me, link.collection_id);
    return comment;
  }

  private async itemsOf(
    tenantId: string,
    clips: ReadonlyArray<{ asset_id: string; offset: number; duration: number; stash: string }>,
  ): Promise<ReviewItem[]> {
    const assets = await findAssets(
      this.deps.db,
      tenantId,
      clips.map((c) => c.asset_id),
    );
    const family = tenantById(tenantId)?.tenant.family;
    const layout = family ? familyConfigs[family].ui.thumbnailJson : null;
    return clips.map((clip, i) => {
      const asset = assets.get(clip.asset_id);
      if (!asset || asset.kind === 'image')
        throw new BadRequestError(
          `Item ${i + 1} is not a video that can be played: take it out before sharing.`,
        );
      const { name, kind } = itemName(layout, clip, asset);
      return {
        type: kind === 'bumper' ? 'Bumper' : 'Clip',
        title: name,
        assetId: clip.asset_id,
        offset: clip.offset,
        duration: clip.duration,
        fps: asset.media.fps ?? 25,
      };
    });
  }

  private async tell(link: ReviewLinkRow, subject: string, lines: string[]): Promise<void> {
    await this.deps.mailer
      .send({ to: link.created_by_email, subject, text: lines.join('\n') })
      .catch(() => undefined);
  }

  private toLink(row: ReviewLinkListRow, origin: Origin): ReviewLink {
    return {
      id: row.id,
      collectionId: row.collection_id,
      title: row.title,
      url: `${origin.site}/review#${this.deps.tokens.tokenOf(row.id)}`,
      state: row.revoked_at
        ? 'revoked'
        : row.expires_at.getTime() <= Date.now()
          ? 'expired'
          : 'open',
      expiresAt: row.expires_at.toISOString(),
      hasPassword: row.password_hash !== null,
      canComment: row.can_comment,
      canDecide: row.can_decide,
      created: row.created_at.toISOString(),
      createdBy: row.created_by_name,
      ...(row.last_opened_at ? { lastOpened: row.last_opened_at.toISOString() } : {}),
      ...(row.decision ? { decision: decisionOf(row) } : {}),
      comments: row.comments,
      unresolved: row.unresolved,
    };
  }
}

const notFound = (words: string) => new HttpError(404, 'not_found', words);

const collectionPage = (origin: Origin, link: ReviewLinkRow) =>
  `${origin.site}/collection?id=${encodeURIComponent(link.collection_id)}`;
