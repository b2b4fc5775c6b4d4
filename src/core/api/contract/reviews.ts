/**
 * Review links (docs/review.md): a collection shared with people who have no account, who
 * play it, comment at frames and decide on it; its owner sees their comments at those frames.
 */

/** A reviewer's decision on the whole: approved, or changes asked. */
export const REVIEW_DECISIONS = ['approved', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_DECISION_WORDS: Record<ReviewDecision, string> = {
  approved: 'Approved',
  changes: 'Changes asked',
};

export const REVIEW_LIMITS = {
  /** Days a link lasts unless its maker says otherwise, and the most it may. */
  defaultDays: 14,
  maxDays: 365,
  passwordMin: 8,
  passwordMax: 200,
  commentMax: 2000,
  nameMax: 80,
  noteMax: 2000,
} as const;

/** What a link is made from (today a collection; its items are kept as they were shared). */
export type ReviewSubjectKind = 'collection';

export interface ReviewLinkBody {
  collectionId: string;
  /** When it stops working (ISO); 14 days from now when absent. */
  expiresAt?: string;
  /** Asked before anything is shown; kept only as a hash. */
  password?: string;
  canComment: boolean;
  canDecide: boolean;
}

/** Whether a link still opens, and if not, why. */
export type ReviewLinkState = 'open' | 'expired' | 'revoked';

export interface ReviewLink {
  id: string;
  collectionId: string;
  title: string;
  /** The page a reviewer opens; its token is the link's only key. */
  url: string;
  state: ReviewLinkState;
  expiresAt: string;
  hasPassword: boolean;
  canComment: boolean;
  canDecide: boolean;
  created: string;
  createdBy: string;
  lastOpened?: string;
  decision?: ReviewDecisionRecord;
  comments: number;
  unresolved: number;
  /** On making it: an administrator shared a clip outside its rights window (docs/rights.md). */
  rightsNotice?: string;
}

export interface ReviewDecisionRecord {
  decision: ReviewDecision;
  note: string;
  by: string;
  at: string;
}

/** A comment pinned to a frame of one item, or a reply to one. */
export interface ReviewComment {
  id: string;
  linkId: string;
  /** The comment replied to; a reply has its parent's place. */
  replyTo?: string;
  /** The item's place in the shared list (0 first). */
  item: number;
  assetId: string;
  /** Seconds into the item (its in point is 0), to the frame. */
  at: number;
  /** Frames a second of the item's video (its timecode). */
  fps: number;
  /** The item's title as it was shared. */
  itemTitle: string;
  /** Seconds of the asset (for the owner's markers on the collection's items). */
  assetTime: number;
  body: string;
  author: string;
  /** Written by the collection's owner (a reply from the app). */
  byOwner: boolean;
  created: string;
  resolved?: { by: string; at: string };
}

/** One item of a shared collection as the reviewer plays it. */
export interface ReviewItem {
  type: 'Clip' | 'Bumper';
  title: string;
  assetId: string;
  offset: number;
  duration: number;
  /** Frames a second of its video (frame steps and timecodes). */
  fps: number;
}

/** What a reviewer's page shows. */
export interface ReviewRoom {
  title: string;
  organisation: string;
  sharedBy: string;
  expiresAt: string;
  canComment: boolean;
  canDecide: boolean;
  items: ReviewItem[];
  comments: ReviewComment[];
  decision?: ReviewDecisionRecord;
}

export interface ReviewOpenBody {
  token: string;
  password?: string;
}

/**
 * The reviewer's grant (sent in the `x-review-grant` header), for some hours; or, for a link
 * with a password opened without one, that the password is needed.
 */
export type ReviewOpened = { grant: string; expiresAt: string } | { passwordNeeded: true };

export interface ReviewCommentBody {
  item: number;
  at: number;
  body: string;
  author: string;
  replyTo?: string;
}

export interface ReviewDecisionBody {
  decision: ReviewDecision;
  note?: string;
  author: string;
}
