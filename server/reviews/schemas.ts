import { Type } from 'typebox';
import {
  REVIEW_DECISIONS,
  REVIEW_LIMITS,
  type ReviewComment,
  type ReviewCommentBody,
  type ReviewDecisionBody,
  type ReviewDecisionRecord,
  type ReviewItem,
  type ReviewLink,
  type ReviewLinkBody,
  type ReviewOpenBody,
  type ReviewOpened,
  type ReviewRoom,
} from '../../src/core/api/contract/reviews';
import { ErrorSchema, errorResponses, matches } from '../http/schema';

/** A reviewer's answers: the link's end or revocation is a 410, said in words. */
export const reviewErrors = { ...errorResponses, 410: ErrorSchema } as const;

const Decision = Type.Enum([...REVIEW_DECISIONS]);
const Name = Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.nameMax });

export const ReviewLinkBodySchema = matches<ReviewLinkBody>()(
  Type.Object(
    {
      collectionId: Type.String({ format: 'uuid' }),
      expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
      password: Type.Optional(
        Type.String({ minLength: REVIEW_LIMITS.passwordMin, maxLength: REVIEW_LIMITS.passwordMax }),
      ),
      canComment: Type.Boolean(),
      canDecide: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);

const DecisionRecordSchema = matches<ReviewDecisionRecord>()(
  Type.Object({ decision: Decision, note: Type.String(), by: Type.String(), at: Type.String() }),
);

export const ReviewLinkSchema = matches<ReviewLink>()(
  Type.Object({
    id: Type.String(),
    collectionId: Type.String(),
    title: Type.String(),
    url: Type.String(),
    state: Type.Enum(['open', 'expired', 'revoked']),
    expiresAt: Type.String(),
    hasPassword: Type.Boolean(),
    canComment: Type.Boolean(),
    canDecide: Type.Boolean(),
    created: Type.String(),
    createdBy: Type.String(),
    lastOpened: Type.Optional(Type.String()),
    decision: Type.Optional(DecisionRecordSchema),
    comments: Type.Integer(),
    unresolved: Type.Integer(),
    rightsNotice: Type.Optional(Type.String()),
  }),
);

export const ReviewCommentSchema = matches<ReviewComment>()(
  Type.Object({
    id: Type.String(),
    linkId: Type.String(),
    replyTo: Type.Optional(Type.String()),
    item: Type.Integer(),
    assetId: Type.String(),
    at: Type.Number(),
    fps: Type.Number(),
    itemTitle: Type.String(),
    assetTime: Type.Number(),
    body: Type.String(),
    author: Type.String(),
    byOwner: Type.Boolean(),
    created: Type.String(),
    resolved: Type.Optional(Type.Object({ by: Type.String(), at: Type.String() })),
  }),
);

const ReviewItemSchema = matches<ReviewItem>()(
  Type.Object({
    type: Type.Enum(['Clip', 'Bumper']),
    title: Type.String(),
    assetId: Type.String(),
    offset: Type.Number(),
    duration: Type.Number(),
    fps: Type.Number(),
  }),
);

export const ReviewRoomSchema = matches<ReviewRoom>()(
  Type.Object({
    title: Type.String(),
    organisation: Type.String(),
    sharedBy: Type.String(),
    expiresAt: Type.String(),
    canComment: Type.Boolean(),
    canDecide: Type.Boolean(),
    items: Type.Array(ReviewItemSchema),
    comments: Type.Array(ReviewCommentSchema),
    decision: Type.Optional(DecisionRecordSchema),
  }),
);

export const ReviewOpenBodySchema = matches<ReviewOpenBody>()(
  Type.Object(
    {
      token: Type.String({ minLength: 1, maxLength: 200 }),
      password: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.passwordMax })),
    },
    { additionalProperties: false },
  ),
);

export const ReviewOpenedSchema = matches<ReviewOpened>()(
  Type.Union([
    Type.Object({ grant: Type.String(), expiresAt: Type.String() }),
    Type.Object({ passwordNeeded: Type.Literal(true) }),
  ]),
);

export const ReviewCommentBodySchema = matches<ReviewCommentBody>()(
  Type.Object(
    {
      item: Type.Integer({ minimum: 0, maximum: 10_000 }),
      at: Type.Number({ minimum: 0, maximum: 86_400 }),
      body: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.commentMax }),
      author: Name,
      replyTo: Type.Optional(Type.String({ format: 'uuid' })),
    },
    { additionalProperties: false },
  ),
);

export const ReviewDecisionBodySchema = matches<ReviewDecisionBody>()(
  Type.Object(
    {
      decision: Decision,
      note: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.noteMax })),
      author: Name,
    },
    { additionalProperties: false },
  ),
);

export const ReplyBodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.commentMax }) },
  { additionalProperties: false },
);
export const ResolveBodySchema = Type.Object(
  { resolved: Type.Boolean() },
  { additionalProperties: false },
);
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const CollectionQuery = Type.Object(
  { collectionId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
